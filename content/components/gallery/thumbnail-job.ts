/** What gallery-thumbnails.ts asks its worker thread (thumbnail-worker.ts) to draw, and the images' size. */
export interface ThumbnailJob {
  /** the built site: data files are read from it, thumbnails written into it */
  siteOut: string;
  /** demo names, one thumbnail each (of the demo's main options) */
  demos: string[];
}

export const THUMBNAIL_WIDTH = 640;
export const THUMBNAIL_HEIGHT = 400;

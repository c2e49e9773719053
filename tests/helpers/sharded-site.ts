/**
 * A site with more searchable pages than one search file holds (cli/emit/search.ts,
 * SINGLE_FILE_PAGES): 150 small docs, each a title, a paragraph, a `## Details` heading and a
 * paragraph, so its records and local index are split into shards.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const SHARDED_PAGES = 150;

const TOPICS = ['bars', 'labels', 'colours', 'dates', 'controls', 'themes'];

export function shardedPage(i: number, extra = ''): string {
  const topic = TOPICS[i % TOPICS.length];
  return `# Page ${i}\n\nPage ${i} explains ${topic} in a race.${extra}\n\n## Details\n\nMore about ${topic} on page ${i}.\n`;
}

export async function writeShardedSite(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'docs'), { recursive: true });
  await writeFile(path.join(dir, 'docs.config.ts'), "export default { title: 'Shards', url: 'https://example.com' };\n");
  for (let i = 0; i < SHARDED_PAGES; i++) await writeFile(path.join(dir, 'docs', `page-${String(i).padStart(3, '0')}.md`), shardedPage(i));
}

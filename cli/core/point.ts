/** A place in a text: 1-based line and column, like unist positions. */
export interface Point {
  line: number;
  column: number;
}

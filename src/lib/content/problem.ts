/** One problem of a page, at its place in the source file (1-based line and column). */
export interface PageProblem {
  file: string;
  line: number;
  column: number;
  message: string;
}

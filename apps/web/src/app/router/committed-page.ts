/** The page the route guard let through: what the frame and the screen outlet render. */
export interface CommittedPage {
  /** normalised path with query */
  readonly path: string;
  readonly name: string;
}

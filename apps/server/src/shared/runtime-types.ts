// The clock and logger every runtime takes, apart from the server context so that runtimes the context holds can
// name them without importing the context (which would make an import cycle).

export type Clock = () => Date;

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

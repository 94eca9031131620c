import { createHmac, timingSafeEqual } from "node:crypto";

/** Where the operator commands (invoice:issue, invoice:void) reach the running server. */
export const OPERATOR_INVOICE_PATH = "/api/operator/invoice/:id/:action";
export const OPERATOR_TOKEN_HEADER = "x-operator-token";

/**
 * The operator token, derived from the server's master key (DATA_DIR/org-master.key or ORG_MASTER_KEY): whoever can
 * read that key runs the server anyway, and no second secret has to be created, stored or rotated.
 */
export const operatorToken = (masterKey: Buffer): string =>
  createHmac("sha256", masterKey).update("taxlearn invoice operator v1").digest("base64url");

export const isOperatorToken = (masterKey: Buffer, presented: string | undefined): boolean => {
  if (!presented) return false;
  const expected = Buffer.from(operatorToken(masterKey));
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

import type { Contract, DataOf, RequestOf } from "@taxlearn/api";
import { type AdminSectionKey, maySection, OPERATOR_ROLES } from "@taxlearn/core";
import { findUserById } from "../../auth/auth.repo";
import { rolesAmong } from "../../auth/operator-roles.repo";
import type { Executor } from "../../db/executor";
import type { SignedInContract, SignedInHandler } from "../../http/mount-contracts";
import { fail, type Outcome } from "../../http/outcome";
import type { ServerContext, SignedInRequest } from "../../server-context";
import { ADMIN_MESSAGES } from "./admin.messages";
import { type Operator, recordDenied } from "./audit-log";

/** The operator roles (not `staff`) an account holds. */
export async function operatorRolesOf(db: Executor, userId: number): Promise<string[]> {
  return (await rolesAmong(db, userId, OPERATOR_ROLES)).sort();
}

/** Name and masked phone (spec §9 mask: first 3 and last 4 digits). */
export const operatorLabel = (user: { username: string; mobile: string | null }): string =>
  user.mobile ? `${user.username}（${user.mobile.slice(0, 3)}****${user.mobile.slice(-4)}）` : user.username;

export async function loadOperator(db: Executor, userId: number): Promise<Operator> {
  const user = await findUserById(db, userId);
  return {
    userId,
    label: user ? operatorLabel(user) : `#${userId}`,
    roles: await operatorRolesOf(db, userId),
  };
}

export type OperatorHandler<C extends Contract> = (
  input: RequestOf<C>,
  operator: Operator,
  request: SignedInRequest,
) => Promise<Outcome<DataOf<C>>>;

/**
 * The role check of every console call (decision 084): the contract's `auth: "required"` has already refused a
 * call without a live token (401); here the token's account must hold a role that may use the call's section, or
 * the answer is 403 with the roles it needs and a `denied` row goes into the audit log. Roles are read on every
 * call, so a revoked role takes effect at once.
 */
export const guardSection =
  (server: ServerContext) =>
  <C extends SignedInContract>(
    action: C["name"],
    section: AdminSectionKey,
    handler: OperatorHandler<C>,
    targetOf: (input: RequestOf<C>) => string = () => "",
  ): SignedInHandler<C> =>
  async (input, request) => {
    const operator = await loadOperator(server.db, request.session.userId);
    if (!maySection(operator.roles, section)) {
      await recordDenied(server.db, operator, action, targetOf(input), server.clock());
      return fail(403, ADMIN_MESSAGES.forbidden(section));
    }
    return handler(input, operator, request);
  };

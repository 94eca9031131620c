import { findUserById, insertUser } from "../../auth/auth.repo";
import { hasRole, USER_ROLES } from "../../auth/user-roles";
import { type Executor, lockForTransaction } from "../../db/executor";
import { findMember, linkOrgMember } from "../orgs/orgs.repo";

type User = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/** What a workplace identity signs in: its bound account, or a refusal when that account holds a role. */
export type BoundMember = { readonly user: User } | { readonly refused: "operatorAccount" };

/**
 * The identity-binding rule of the workplace sign-ons (DingTalk, an organisation's OAuth2 server): the identity
 * `externalId` of `orgId` signs in only the account bound to it in org_members; unbound, it gets a new account of
 * its own (no phone: whatever phone the provider claims has proved nothing to this site, so it never reaches the
 * account of that phone) bound to it in the same transaction. Neither path grants a role, and a binding that points
 * at an account holding one (left by an earlier phone-matching rule, or a role granted later) opens no session:
 * operators sign in with their phone. Run inside a transaction.
 */
export async function boundMember(
  tx: Executor,
  org: { readonly id: number; readonly name: string },
  externalId: string,
  displayName: string,
  now: Date,
): Promise<BoundMember> {
  // one identity at a time: two first sign-ins in parallel must not create two accounts
  await lockForTransaction(tx, `org-member:${org.id}:${externalId}`);
  const member = await findMember(tx, org.id, externalId);
  const known = member ? await findUserById(tx, member.userId) : undefined;
  if (known) {
    for (const role of USER_ROLES) if (await hasRole(tx, known.id, role)) return { refused: "operatorAccount" };
    return { user: known };
  }
  const created = await insertUser(tx, {
    mobile: null,
    username: displayName.trim().slice(0, 30) || `${org.name}学员`,
    passwordHash: null,
    createdAt: now,
  });
  await linkOrgMember(tx, org.id, externalId, created.id, null, now);
  return { user: (await findUserById(tx, created.id))! };
}

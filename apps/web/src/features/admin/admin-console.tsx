import { adminMe } from "@taxlearn/api/admin";
import { loginRedirectPath, OPERATOR_ROLE_LABELS, type OperatorRole } from "@taxlearn/core";
import { AdminShell, EmptyState, ErrorState } from "@taxlearn/ui";
import { Suspense, useEffect } from "react";
import { Navigate, Route, Routes, useLocation, useNavigate, useParams } from "react-router";
import { useApiQuery } from "../../hooks/use-api-query";
import { useSession } from "../../lib/session/session-provider";
import * as styles from "./admin.css";
import { ADMIN_TEXT } from "./admin.messages";
import { SECTION_SCREENS, sectionTitle } from "./admin-sections";

/**
 * /admin/*: the operator console, its own route tree and chunk beside the learner's site (never loaded by its
 * pages). Login required (to /login with this page as the redirect); then the server's answer of adminMe decides:
 * a learner sees 无权访问, an operator the sections their roles open. Every call is checked again on the server.
 */
export default function AdminConsole() {
  const session = useSession();
  const location = useLocation();
  if (session.restoring) return <p className={styles.muted}>{ADMIN_TEXT.loading}</p>;
  if (!session.view.loggedIn) {
    return <Navigate to={loginRedirectPath(location.pathname + location.search)} replace />;
  }
  return <SignedInConsole />;
}

function SignedInConsole() {
  const me = useApiQuery((api) => api.call(adminMe, {}), []);
  if (me.status === "loading") return <p className={styles.muted}>{ADMIN_TEXT.loading}</p>;
  if (me.status === "error") return <ErrorState description={me.message} onRetry={me.retry} />;
  const { roles, sections, username } = me.data;
  if (roles.length === 0) return <Forbidden description={ADMIN_TEXT.forbiddenLearner} />;
  const open = sections.filter((key) => key in SECTION_SCREENS);
  return (
    <Routes>
      <Route
        path="/admin"
        element={
          open[0] ? (
            <Navigate to={`/admin/${open[0]}`} replace />
          ) : (
            <Frame sections={open} roles={roles} username={username} current="">
              <EmptyState title={ADMIN_TEXT.noSections} />
            </Frame>
          )
        }
      />
      <Route path="/admin/:section/*" element={<Section sections={open} roles={roles} username={username} />} />
    </Routes>
  );
}

function Section({
  sections,
  roles,
  username,
}: {
  sections: string[];
  roles: ReadonlyArray<string>;
  username: string;
}) {
  const { section = "" } = useParams();
  const Screen = SECTION_SCREENS[section];
  return (
    <Frame sections={sections} roles={roles} username={username} current={section}>
      {!Screen ? (
        <EmptyState title={ADMIN_TEXT.notFound} />
      ) : !sections.includes(section) ? (
        <EmptyState title={ADMIN_TEXT.forbiddenTitle} description={ADMIN_TEXT.sectionForbidden} />
      ) : (
        <Suspense fallback={<p className={styles.muted}>{ADMIN_TEXT.loading}</p>}>
          <Screen />
        </Suspense>
      )}
    </Frame>
  );
}

function Frame({
  sections,
  roles,
  username,
  current,
  children,
}: {
  sections: string[];
  roles: ReadonlyArray<string>;
  username: string;
  current: string;
  children: React.ReactNode;
}) {
  const navigate = useNavigate();
  const heading = sectionTitle(current) || ADMIN_TEXT.consoleTitle;
  useEffect(() => {
    document.title = `${heading} - ${ADMIN_TEXT.consoleTitle}`;
  }, [heading]);
  const roleNames = roles
    .map((role) => OPERATOR_ROLE_LABELS[role as OperatorRole] ?? role)
    .join(ADMIN_TEXT.listSeparator);
  return (
    <AdminShell
      title={ADMIN_TEXT.consoleTitle}
      heading={heading}
      siteLink={{ href: "/home", label: ADMIN_TEXT.backToSite }}
      account={
        <>
          <span>{username}</span>
          <span>
            {ADMIN_TEXT.withColon(ADMIN_TEXT.roles)}
            {roleNames}
          </span>
        </>
      }
      sections={sections.map((key) => ({
        key,
        title: sectionTitle(key),
        href: `/admin/${key}`,
        active: key === current,
      }))}
      onNavigate={(href) => navigate(href)}
    >
      {children}
    </AdminShell>
  );
}

/** 无权访问: a learner (or anyone without an operator role) who opens /admin. */
function Forbidden({ description }: { description: string }) {
  useEffect(() => {
    document.title = `${ADMIN_TEXT.forbiddenTitle} - ${ADMIN_TEXT.consoleTitle}`;
  }, []);
  return (
    <main className={styles.forbidden}>
      <EmptyState
        title={ADMIN_TEXT.forbiddenTitle}
        description={description}
        action={
          <a className={styles.link} href="/home">
            {ADMIN_TEXT.toHome}
          </a>
        }
      />
    </main>
  );
}

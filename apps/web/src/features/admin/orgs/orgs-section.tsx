import { type AdminOrgData, adminOrgLink, adminOrgList, adminOrgRotateKey, adminOrgSave } from "@taxlearn/api/admin";
import { MAIN_MENU } from "@taxlearn/core";
import { Button, TextField, useToast } from "@taxlearn/ui";
import { useState } from "react";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import * as styles from "../admin.css";
import { ADMIN_TEXT } from "../admin.messages";
import { ConsoleTable, RowActions, RowButton } from "../console-table";
import { FormFooter } from "../content-form";
import { useEditing } from "../use-console-list";
import { useRowAction } from "../use-row-action";
import { useDraftForm } from "../use-save-form";
import { OrgManagersPanel } from "./org-managers-panel";
import { OrgPreview } from "./org-preview";
import * as orgStyles from "./orgs.css";
import { ORG_TEXT } from "./orgs.messages";

const FLAGS = [
  ["isShowTop", ORG_TEXT.showTop],
  ["isShowLogo", ORG_TEXT.showLogo],
  ["isShowSideBar", ORG_TEXT.showSidebar],
  ["isShowAi", ORG_TEXT.showAi],
  ["isIframe", ORG_TEXT.iframeMode],
  ["isShowCaseDetailAd", ORG_TEXT.caseAd],
  ["isShowDownload", ORG_TEXT.allowDownload],
  ["isShowPrint", ORG_TEXT.allowPrint],
  ["isYunHeOrg", ORG_TEXT.cloudOrg],
] as const;
const MODES = [
  ["courseMode", ORG_TEXT.courseMode, [1, 2, 3]],
  ["caseDetailMode", ORG_TEXT.caseMode, [1, 2]],
  ["policyDetailMode", ORG_TEXT.policyMode, [1, 2]],
  ["extendCourseMode", ORG_TEXT.extendCourseMode, [1, 2]],
] as const;

type Draft = Record<string, string>;

const draftOf = (org: AdminOrgData | null): Draft => {
  const c = org?.config;
  return {
    ...(org ? { id: String(org.id) } : {}),
    name: org?.name ?? "",
    platformCode: org?.platformCode ?? "",
    isYunHeOrg: org?.isYunHeOrg ? "1" : "0",
    isShowTop: String(c?.isShowTop ?? 1),
    isShowLogo: String(c?.isShowLogo ?? 1),
    logo: c?.logo ?? "",
    logoPc: c?.logoPc ?? "",
    menu: (c?.menu ?? [1, 2, 3, 4, 5, 6, 7]).join(","),
    defaultPage: c?.defaultPage ?? "1",
    isShowSideBar: String(c?.isShowSideBar ?? 1),
    isShowAi: String(c?.isShowAi ?? 1),
    isIframe: String(c?.isIframe ?? 0),
    courseMode: String(c?.courseMode ?? 2),
    caseDetailMode: String(c?.caseDetailMode ?? 1),
    policyDetailMode: String(c?.policyDetailMode ?? 1),
    isShowCaseDetailAd: String(c?.isShowCaseDetailAd ?? 1),
    isShowDownload: String(c?.isShowDownload ?? 0),
    isShowPrint: String(c?.isShowPrint ?? 0),
    extendCourseMode: String(c?.extendCourseMode ?? 1),
    partnerOrigins: (org?.partnerOrigins ?? []).join("\n"),
  };
};

/** /admin/orgs (admin): organisations; create or edit the spec §3 config with a live preview, rotate keys, links. */
export default function OrgsSection() {
  const list = useApiQuery((api) => api.call(adminOrgList, {}), []);
  const { editing, edit, done } = useEditing<Draft>(list.retry);
  return (
    <div className={styles.stack}>
      {editing ? (
        <OrgForm draft={editing} onDone={done} />
      ) : (
        <div className={styles.actions}>
          <Button onClick={() => edit(draftOf(null))}>{ORG_TEXT.newOrg}</Button>
        </div>
      )}
      <QueryView query={list}>
        {(orgs) => (
          <ConsoleTable
            caption={ORG_TEXT.list}
            emptyText={ORG_TEXT.none}
            columns={[
              { key: "id", title: "ID", cell: (org) => org.id },
              { key: "name", title: ORG_TEXT.orgName, cell: (org) => org.name },
              { key: "code", title: ORG_TEXT.platformCode, cell: (org) => org.platformCode },
              { key: "learners", title: ORG_TEXT.learners, cell: (org) => org.learners },
              { key: "key", title: ORG_TEXT.keyVersion, cell: (org) => `v${org.keyVersion}` },
              {
                key: "action",
                title: ADMIN_TEXT.action,
                cell: (org) => <OrgActions org={org} onEdit={() => edit(draftOf(org))} onChanged={list.retry} />,
              },
            ]}
            items={orgs}
            rowKey={(org) => String(org.id)}
          />
        )}
      </QueryView>
    </div>
  );
}

/** 编辑, 更换密钥 (confirmed first), a test learner's 登录链接, and the organisation's managers. */
function OrgActions({ org, onEdit, onChanged }: { org: AdminOrgData; onEdit: () => void; onChanged: () => void }) {
  const api = useApi();
  const toast = useToast();
  const action = useRowAction(onChanged);
  const [link, setLink] = useState<string | null>(null);
  const [managers, setManagers] = useState(false);
  const rotate = () =>
    action.run((client) => client.call(adminOrgRotateKey, { id: org.id }), {
      confirm: { title: ORG_TEXT.rotateKey, message: ORG_TEXT.rotateKeyConfirm(org.name) },
    });
  const makeLink = async () => {
    try {
      const result = await api.call(adminOrgLink, {
        id: org.id,
        externalUserId: `console-${Date.now()}`,
        username: ORG_TEXT.testLearner,
      });
      if (result.success) setLink(`${window.location.origin}${result.data.path}`);
      else toast.error(result.msg);
    } catch (error) {
      toast.error(failureMessage(error));
    }
  };
  return (
    <RowActions>
      <RowButton onClick={onEdit}>{ADMIN_TEXT.edit}</RowButton>
      <RowButton onClick={rotate}>{ORG_TEXT.rotateKey}</RowButton>
      <RowButton onClick={makeLink}>{ORG_TEXT.loginLink}</RowButton>
      <RowButton onClick={() => setManagers((open) => !open)} expanded={managers}>
        {ORG_TEXT.managers.open}
      </RowButton>
      {managers ? <OrgManagersPanel orgId={org.id} /> : null}
      {link ? (
        <a className={`${styles.link} ${orgStyles.linkBox}`} href={link} target="_blank" rel="noreferrer">
          {link}
        </a>
      ) : null}
    </RowActions>
  );
}

function OrgForm({ draft: initial, onDone }: { draft: Draft; onDone: () => void }) {
  const { draft, set, error, busy, submit } = useDraftForm(
    initial,
    (api, draft) => api.call(adminOrgSave, draft as never),
    onDone,
  );
  const menu = draft.menu!.split(",").filter(Boolean).map(Number);
  const toggleMenu = (id: number) =>
    set("menu")((menu.includes(id) ? menu.filter((m) => m !== id) : [...menu, id].sort()).join(","));
  return (
    <form className={styles.panel} onSubmit={submit} aria-label={ORG_TEXT.config}>
      <h2 className={styles.panelTitle}>{draft.id ? ORG_TEXT.editOrg(draft.id) : ORG_TEXT.newOrg}</h2>
      <div className={styles.filters}>
        <TextField label={ORG_TEXT.orgName} value={draft.name!} onChange={set("name")} />
        <TextField label={ORG_TEXT.platformCode} value={draft.platformCode!} onChange={set("platformCode")} />
        <TextField label={ORG_TEXT.mobileLogo} value={draft.logo!} onChange={set("logo")} />
        <TextField label={ORG_TEXT.pcLogo} value={draft.logoPc!} onChange={set("logoPc")} />
        <label className={styles.field}>
          <span className={styles.label}>{ORG_TEXT.homeMode}</span>
          <select
            className={styles.select}
            value={draft.defaultPage}
            onChange={(e) => set("defaultPage")(e.target.value)}
          >
            {MAIN_MENU.map((item) => (
              <option key={item.id} value={String(item.id)}>
                {item.title}
              </option>
            ))}
          </select>
        </label>
        {MODES.map(([key, label, values]) => (
          <label key={key} className={styles.field}>
            <span className={styles.label}>{label}</span>
            <select className={styles.select} value={draft[key]} onChange={(e) => set(key)(e.target.value)}>
              {values.map((v) => (
                <option key={v} value={String(v)}>
                  {v}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <fieldset className={orgStyles.checks}>
        <legend className={styles.label}>{ORG_TEXT.menus}</legend>
        {MAIN_MENU.map((item) => (
          <label key={item.id}>
            <input type="checkbox" checked={menu.includes(item.id)} onChange={() => toggleMenu(item.id)} /> {item.title}
          </label>
        ))}
      </fieldset>
      <fieldset className={orgStyles.checks}>
        <legend className={styles.label}>{ORG_TEXT.switches}</legend>
        {FLAGS.map(([key, label]) => (
          <label key={key}>
            <input
              type="checkbox"
              checked={draft[key] === "1"}
              onChange={(e) => set(key)(e.target.checked ? "1" : "0")}
            />{" "}
            {label}
          </label>
        ))}
      </fieldset>
      <label className={styles.field}>
        <span className={styles.label}>{ORG_TEXT.partnerSites}</span>
        <textarea
          className={styles.select}
          rows={3}
          value={draft.partnerOrigins}
          onChange={(e) => set("partnerOrigins")(e.target.value)}
        />
      </label>
      <OrgPreview
        name={draft.name!}
        isShowTop={draft.isShowTop === "1"}
        isShowLogo={draft.isShowLogo === "1"}
        logoPc={draft.logoPc!}
        menu={menu}
        defaultPage={draft.defaultPage!}
        isShowSideBar={draft.isShowSideBar === "1"}
        isShowAi={draft.isShowAi === "1"}
        isIframe={draft.isIframe === "1"}
      />
      <FormFooter error={error} busy={busy} submitLabel={ADMIN_TEXT.save} onCancel={onDone} />
    </form>
  );
}

import { type AdminOrgData, adminOrgLink, adminOrgList, adminOrgRotateKey, adminOrgSave } from "@taxlearn/api/admin";
import { MAIN_MENU } from "@taxlearn/core";
import { AdminTable, Button, TextField, useMessageBox, useToast } from "@taxlearn/ui";
import { useState } from "react";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import * as styles from "../admin.css";
import { useSaveForm } from "../use-save-form";
import { OrgPreview } from "./org-preview";
import * as orgStyles from "./orgs.css";

const FLAGS = [
  ["isShowTop", "显示顶栏"],
  ["isShowLogo", "显示 Logo"],
  ["isShowSideBar", "显示侧边栏"],
  ["isShowAi", "显示 AI 入口"],
  ["isIframe", "嵌入（iframe）模式"],
  ["isShowCaseDetailAd", "案例详情广告"],
  ["isShowDownload", "允许下载"],
  ["isShowPrint", "允许打印"],
  ["isYunHeOrg", "云合机构"],
] as const;
const MODES = [
  ["courseMode", "课程模式", [1, 2, 3]],
  ["caseDetailMode", "案例详情模式", [1, 2]],
  ["policyDetailMode", "政策详情模式", [1, 2]],
  ["extendCourseMode", "延伸课程模式", [1, 2]],
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
  const [editing, setEditing] = useState<Draft | null>(null);
  return (
    <div className={styles.stack}>
      {editing ? (
        <OrgForm
          draft={editing}
          onDone={() => {
            setEditing(null);
            list.retry();
          }}
        />
      ) : (
        <div className={styles.actions}>
          <Button onClick={() => setEditing(draftOf(null))}>新建机构</Button>
        </div>
      )}
      <QueryView query={list}>
        {(orgs) => (
          <AdminTable
            caption="机构列表"
            emptyText="还没有机构"
            columns={[
              { key: "id", title: "ID" },
              { key: "name", title: "机构名称" },
              { key: "code", title: "平台代码" },
              { key: "learners", title: "学员数" },
              { key: "key", title: "密钥版本" },
              { key: "action", title: "操作" },
            ]}
            rows={orgs.map((org) => ({
              key: String(org.id),
              cells: {
                id: org.id,
                name: org.name,
                code: org.platformCode,
                learners: org.learners,
                key: `v${org.keyVersion}`,
                action: <OrgActions org={org} onEdit={() => setEditing(draftOf(org))} onChanged={list.retry} />,
              },
            }))}
          />
        )}
      </QueryView>
    </div>
  );
}

function OrgActions({ org, onEdit, onChanged }: { org: AdminOrgData; onEdit: () => void; onChanged: () => void }) {
  const api = useApi();
  const toast = useToast();
  const messageBox = useMessageBox();
  const [link, setLink] = useState<string | null>(null);
  const rotate = async () => {
    const answer = await messageBox.confirm({
      title: "更换密钥",
      message: `更换「${org.name}」的登录密钥？已发出的登录链接将失效。`,
    });
    if (answer.action !== "confirm") return;
    try {
      const result = await api.call(adminOrgRotateKey, { id: org.id });
      result.success ? toast.success(result.msg) : toast.error(result.msg);
      onChanged();
    } catch (error) {
      toast.error(failureMessage(error));
    }
  };
  const makeLink = async () => {
    try {
      const result = await api.call(adminOrgLink, {
        id: org.id,
        externalUserId: `console-${Date.now()}`,
        username: "测试学员",
      });
      if (result.success) setLink(`${window.location.origin}${result.data.path}`);
      else toast.error(result.msg);
    } catch (error) {
      toast.error(failureMessage(error));
    }
  };
  return (
    <div className={styles.actions}>
      <Button size="small" tone="secondary" onClick={onEdit}>
        编辑
      </Button>
      <Button size="small" tone="secondary" onClick={rotate}>
        更换密钥
      </Button>
      <Button size="small" tone="secondary" onClick={makeLink}>
        生成登录链接
      </Button>
      {link ? (
        <a className={`${styles.link} ${orgStyles.linkBox}`} href={link} target="_blank" rel="noreferrer">
          {link}
        </a>
      ) : null}
    </div>
  );
}

function OrgForm({ draft: initial, onDone }: { draft: Draft; onDone: () => void }) {
  const api = useApi();
  const [draft, setDraft] = useState(initial);
  const set = (key: string) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const menu = draft.menu!.split(",").filter(Boolean).map(Number);
  const toggleMenu = (id: number) =>
    set("menu")((menu.includes(id) ? menu.filter((m) => m !== id) : [...menu, id].sort()).join(","));
  const { error, busy, submit } = useSaveForm(() => api.call(adminOrgSave, draft as never), onDone);
  return (
    <form className={styles.panel} onSubmit={submit} aria-label="机构配置">
      <h2 className={styles.panelTitle}>{draft.id ? `编辑机构 ${draft.id}` : "新建机构"}</h2>
      <div className={styles.filters}>
        <TextField label="机构名称" value={draft.name!} onChange={set("name")} />
        <TextField label="平台代码" value={draft.platformCode!} onChange={set("platformCode")} />
        <TextField label="移动端 Logo" value={draft.logo!} onChange={set("logo")} />
        <TextField label="PC 端 Logo" value={draft.logoPc!} onChange={set("logoPc")} />
        <label className={styles.field}>
          <span className={styles.label}>默认首页</span>
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
        <legend className={styles.label}>菜单</legend>
        {MAIN_MENU.map((item) => (
          <label key={item.id}>
            <input type="checkbox" checked={menu.includes(item.id)} onChange={() => toggleMenu(item.id)} /> {item.title}
          </label>
        ))}
      </fieldset>
      <fieldset className={orgStyles.checks}>
        <legend className={styles.label}>开关</legend>
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
        <span className={styles.label}>可嵌入的合作方站点（每行一个）</span>
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
      {error ? (
        <p role="alert" className={styles.muted}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          保存
        </Button>
        <Button type="button" tone="secondary" onClick={onDone}>
          取消
        </Button>
      </div>
    </form>
  );
}

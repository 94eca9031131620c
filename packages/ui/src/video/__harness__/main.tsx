import { parseInteractionEvent } from "@taxlearn/core";

import { createRoot } from "react-dom/client";
import { themeClass } from "../../theme";
import { AnchorVideoPlayer } from "../index";

const params = new URLSearchParams(location.search);
const account = params.get("account") ?? "13800000002";
const fileId = params.get("file") ?? "100501";
const w = window as unknown as Record<string, unknown>;
w.__log = [] as unknown[];
async function main() {
  const login = await (
    await fetch("/api/app/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ account, password: "Learner#2026" }),
    })
  ).json();
  const token = login.data.token as string;
  const auth = { authorization: `Bearer ${token}` };
  const info = await (await fetch(`/api/aliVod/playInfo/${fileId}`, { headers: auth })).json();
  w.__info = info;
  if (!info.success) {
    document.getElementById("root")!.textContent = info.msg;
    return;
  }
  const extra = await (await fetch(`/api/onlineProduct/fileExtraData?fileId=${fileId}`, { headers: auth })).json();
  let playauth: string | undefined;
  if (info.data.encryptType === 1) {
    const t = await (
      await fetch(`/api/aliVod/hls/hlsGenerateToken`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ jsCode: 2, fileId: Number(fileId) }),
      })
    ).json();
    playauth = t.data.token;
  }
  const events = (extra.data as unknown[])
    .map((e) => parseInteractionEvent(e))
    .flatMap((e) => (e._tag === "Right" ? [e.right] : []));
  const root = createRoot(document.getElementById("root")!);
  root.render(
    <div className={themeClass}>
      <AnchorVideoPlayer
        source={info.data.masterUrl}
        overlaySource={info.data.overlayUrl}
        poster={info.data.coverUrl}
        width="960px"
        height="540px"
        options={{ vid: fileId, playauth, encryptType: info.data.encryptType }}
        keyRequestHeaders={auth}
        events={events}
        startAt={Number(params.get("startAt") ?? info.data.breakpoint)}
        definitionLabels={info.data.definitions}
        autoPlay={params.get("autoplay") !== "0"}
        onPlayerEvent={(e) => {
          if (e.type !== "timeupdate") (w.__log as unknown[]).push([e.type, "stage" in e ? e.stage : ""]);
        }}
        onJump={(r) => (w.__jump = r)}
      />
    </div>,
  );
}
main();

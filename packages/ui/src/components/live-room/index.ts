export { LiveInfo, type LiveInfoProps } from "./live-info";
export { LivePlayer, type LivePlayerProps, type LiveSource } from "./live-player";
export { LiveRoomLayout, type LiveRoomLayoutProps } from "./live-room-layout";
export { ffmpegCommand, type LiveStudioInfo, LiveStudioPanel, type LiveStudioPanelProps } from "./live-studio-panel";

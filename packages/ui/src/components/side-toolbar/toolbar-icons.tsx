/** Line icons of the side toolbar, drawn in the current text colour. */
const paths = {
  ai: "M12 3l1.8 4.2L18 9l-4.2 1.8L12 15l-1.8-4.2L6 9l4.2-1.8zM18 15l.9 2.1L21 18l-2.1.9L18 21l-.9-2.1L15 18l2.1-.9z",
  messages: "M4 5h16v11H8l-4 4z",
  service: "M5 13v-2a7 7 0 0114 0v2M5 13h3v5H5zM16 13h3v5h-3z",
  phone: "M6 3h4l2 5-2.5 1.5a11 11 0 005 5L16 12l5 2v4a2 2 0 01-2 2A16 16 0 014 5a2 2 0 012-2z",
  group: "M9 11a3 3 0 100-6 3 3 0 000 6zM3 20a6 6 0 0112 0M16 11a3 3 0 000-6M18 20a6 6 0 00-3-5.2",
  qr: "M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2",
  assistant: "M12 4a6 6 0 016 6v3l2 3H4l2-3v-3a6 6 0 016-6zM10 19a2 2 0 004 0",
  materials: "M5 4h10l4 4v12H5zM15 4v4h4M8 12h8M8 16h6",
  tax: "M4 10l8-6 8 6M6 10v9h12v-9M10 19v-5h4v5",
  top: "M6 14l6-6 6 6M6 5h12",
  collapse: "M9 6l6 6-6 6",
  expand: "M15 6l-6 6 6 6",
} as const;

export type ToolbarIconName = keyof typeof paths;

export function ToolbarIcon({ name }: { name: ToolbarIconName }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path d={paths[name]} stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Line pictures of the help categories by icon key; an unknown key gets the question mark. */
const PATHS: Record<string, string> = {
  account: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0",
  vip: "M3 8l4 4 5-7 5 7 4-4-2 11H5z",
  invoice: "M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h4",
  study: "M3 6l9-3 9 3-9 3zM6 8v6c3 2 9 2 12 0V8",
  org: "M4 21V7l8-4 8 4v14M9 21v-5h6v5M8 10h2M14 10h2",
  tech: "M4 5h16v11H4zM9 20h6M12 16v4",
};
const QUESTION = "M9 9a3 3 0 1 1 4 2.8c-.7.3-1 .9-1 1.7V15M12 18h.01M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z";

export function HelpCategoryIcon({ icon }: { icon: string }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d={PATHS[icon] ?? QUESTION}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

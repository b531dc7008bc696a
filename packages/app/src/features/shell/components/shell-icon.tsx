// Line icons for the shell's navigation and menus (decorative: every use has a visible or
// accessible label beside it). Drawn on a 24-unit grid with the current text colour.

const ICON_PATHS = {
  home: 'M3.5 11 12 4l8.5 7M6 9.5V20h4.5v-5.5h3V20H18V9.5',
  character: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4.5 20.5c.8-4 3.8-6.5 7.5-6.5s6.7 2.5 7.5 6.5',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM2.5 20c.6-3.6 3.1-5.8 6.5-5.8s5.9 2.2 6.5 5.8M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14.6c2 .8 3.2 2.7 3.5 5.4',
  inventory: 'M4 8.5 12 4l8 4.5v7L12 20l-8-4.5ZM4 8.5l8 4.5 8-4.5M12 13v7',
  marketplace: 'M4 9.5 5.5 4h13L20 9.5M4 9.5h16M4 9.5V20h16V9.5M9.5 20v-5.5h5V20',
  forums: 'M4 5h16v11H9l-5 4ZM8 9.5h8M8 12.5h5',
  games: 'M7 8h10a4 4 0 0 1 0 8H7a4 4 0 0 1 0-8ZM8 10.5v3M6.5 12h3M15.5 11v.01M17.5 13v.01',
  communities:
    'M12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17ZM3.5 12h17M12 3.5c2.3 2.3 3.4 5.1 3.4 8.5s-1.1 6.2-3.4 8.5M12 3.5C9.7 5.8 8.6 8.6 8.6 12s1.1 6.2 3.4 8.5',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM19 12l2-1.5-2-3.5-2.4.8a7 7 0 0 0-1.7-1L14.5 4h-5l-.4 2.8a7 7 0 0 0-1.7 1L5 7 3 10.5 5 12l-2 1.5L5 17l2.4-.8a7 7 0 0 0 1.7 1l.4 2.8h5l.4-2.8a7 7 0 0 0 1.7-1L19 17l2-3.5Z',
  workbench: 'M3.5 9h17M5 9v11M19 9v11M8 9V5.5h8V9M3.5 14h17',
  studio:
    'M12 3.5c-4.7 0-8.5 3.4-8.5 7.8 0 3.6 2.6 5.2 5 5.2 1.3 0 1.9.7 1.9 1.7 0 1.4.9 2.3 2.3 2.3 4.3 0 7.8-3.6 7.8-8.3 0-4.9-3.8-8.7-8.5-8.7ZM8 10.5v.01M11 7.5v.01M15 7.5v.01M17 11v.01',
  upgrade: 'M12 20V5M6 11l6-6 6 6M5 20h14',
  bell: 'M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15ZM10 20.5a2.2 2.2 0 0 0 4 0',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4.5 20.5c.8-4 3.8-6.5 7.5-6.5s6.7 2.5 7.5 6.5',
  logout: 'M14 4.5H19v15h-5M10 8l-4 4 4 4M6 12h10',
  chevron: 'm7 10 5 5 5-5',
  chat: 'M5 5h14v10h-7l-4 4v-4H5ZM9 10h.01M12 10h.01M15 10h.01',
  external: 'M14 4h6v6M20 4l-8.5 8.5M18 13.5V19a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5.5',
} as const;

export type ShellIconName = keyof typeof ICON_PATHS;

export function ShellIcon({ name, size = 18 }: { name: ShellIconName; size?: number }) {
  return (
    <svg
      className="shell-icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={ICON_PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

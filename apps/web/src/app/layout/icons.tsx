// Decorative icons: the controls that use them carry their own accessible names.
const common = { width: 24, height: 24, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const HomeIcon = () => (
  <svg {...common}><path {...stroke} d="M3 11 12 3l9 8M5 10v10h5v-6h4v6h5V10" /></svg>
);

export const HelpIcon = () => (
  <svg {...common}>
    <circle {...stroke} cx="12" cy="12" r="9" />
    <path {...stroke} d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01" />
  </svg>
);

export const MenuIcon = () => (
  <svg {...common}><path {...stroke} d="M4 6h16M4 12h16M4 18h16" /></svg>
);

export const ChevronDownIcon = () => (
  <svg {...common} width={16} height={16}><path {...stroke} d="m6 9 6 6 6-6" /></svg>
);

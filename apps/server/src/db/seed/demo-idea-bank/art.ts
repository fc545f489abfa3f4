// White shapes for the idea pictures, drawn in a 480×480 box (demo-programmes/assets.ts posterWebp).

export type IdeaArt = 'megaphone' | 'star' | 'envelope' | 'gift' | 'pin' | 'phone' | 'heart' | 'chat' | 'sun' | 'tag';

export const IDEA_ART: Record<IdeaArt, string> = {
  megaphone: '<path d="M100 200 L300 110 V370 L100 280 Z"/><rect x="60" y="200" width="50" height="80" rx="10"/><path d="M130 285 L160 390 H210 L185 295 Z"/><path d="M340 180 C380 210 380 270 340 300" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round"/>',
  star: '<path d="M240 70 L288 180 L405 190 L316 268 L343 385 L240 323 L137 385 L164 268 L75 190 L192 180 Z"/>',
  envelope: '<rect x="80" y="130" width="320" height="220" rx="18" fill-opacity="0.7"/><path d="M80 150 L240 270 L400 150" fill="none" stroke="#fff" stroke-width="18" stroke-linejoin="round"/>',
  gift: '<rect x="100" y="200" width="280" height="180" rx="12" fill-opacity="0.75"/><rect x="85" y="160" width="310" height="60" rx="10"/><rect x="220" y="160" width="40" height="220" fill-opacity="0.5" fill="#000"/><path d="M240 160 C200 90 140 110 170 160 Z M240 160 C280 90 340 110 310 160 Z"/>',
  pin: '<path d="M240 400 C170 300 130 250 130 190 A110 110 0 0 1 350 190 C350 250 310 300 240 400 Z"/><circle cx="240" cy="190" r="42" fill="#000" fill-opacity="0.25"/>',
  phone: '<rect x="160" y="70" width="160" height="320" rx="26"/><rect x="180" y="110" width="120" height="220" rx="6" fill="#000" fill-opacity="0.25"/><circle cx="240" cy="360" r="13" fill="#000" fill-opacity="0.25"/>',
  heart: '<path d="M240 390 C120 300 80 240 80 180 A80 80 0 0 1 240 150 A80 80 0 0 1 400 180 C400 240 360 300 240 390 Z"/>',
  chat: '<path d="M80 110 H330 A30 30 0 0 1 360 140 V270 A30 30 0 0 1 330 300 H170 L110 350 V300 H80 A30 30 0 0 1 50 270 V140 A30 30 0 0 1 80 110 Z" fill-opacity="0.75"/><circle cx="150" cy="205" r="18" fill="#000" fill-opacity="0.25"/><circle cx="205" cy="205" r="18" fill="#000" fill-opacity="0.25"/><circle cx="260" cy="205" r="18" fill="#000" fill-opacity="0.25"/>',
  sun: '<circle cx="240" cy="240" r="90"/><g stroke="#fff" stroke-width="18" stroke-linecap="round"><path d="M240 80 V120 M240 360 V400 M80 240 H120 M360 240 H400 M127 127 L155 155 M325 325 L353 353 M127 353 L155 325 M325 155 L353 127"/></g>',
  tag: '<path d="M90 120 H250 L400 270 L270 400 L120 250 V120 Z" fill-opacity="0.8"/><circle cx="160" cy="180" r="24" fill="#000" fill-opacity="0.3"/>',
};

// The demo supplier's about-us pictures (customerInfo.aboutPictures): its factory, showroom and design studio,
// drawn as flat illustrations at 800x500. No words inside: the page says what they show.
const W = 800;
const H = 500;

const frame = (sky: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
  `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>` +
  `<rect width="${W}" height="${H}" fill="url(#s)"/>${body}</svg>`;

const windows = (x: number, y: number, cols: number, rows: number, w: number, h: number, gap: number, fill: string) => {
  let out = '';
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      out += `<rect x="${x + c * (w + gap)}" y="${y + r * (h + gap)}" width="${w}" height="${h}" rx="4" fill="${fill}"/>`;
  return out;
};

function factory() {
  const roof = Array.from({ length: 6 }, (_, i) => `${120 + i * 90},230 ${165 + i * 90},170 ${210 + i * 90},230`).join(
    ' ',
  );
  return frame(
    '#cfe6ff',
    '<circle cx="680" cy="90" r="46" fill="#ffd45c"/>' +
      '<rect x="600" y="120" width="36" height="150" fill="#9aa9bb"/><path d="M606 118c-10-30 20-40 10-70" stroke="#e3e8ef" stroke-width="14" fill="none" stroke-linecap="round"/>' +
      `<polygon points="${roof} 660,230" fill="#2e72c5"/>` +
      '<rect x="110" y="230" width="560" height="190" fill="#f4f6fa" stroke="#c7d0dc" stroke-width="4"/>' +
      windows(140, 260, 8, 2, 48, 40, 16, '#9cc6f2') +
      '<rect x="560" y="350" width="80" height="70" fill="#ffb400"/><rect x="0" y="420" width="800" height="80" fill="#8fcf7a"/>' +
      '<rect x="130" y="380" width="120" height="40" rx="6" fill="#ff6b6b"/><circle cx="155" cy="424" r="12" fill="#333"/><circle cx="225" cy="424" r="12" fill="#333"/>' +
      '<rect x="250" y="392" width="40" height="28" rx="4" fill="#ff6b6b"/>',
  );
}

function showroom() {
  const shelf = (y: number) => `<rect x="80" y="${y}" width="640" height="12" rx="4" fill="#b7793d"/>`;
  const toys = [
    '<circle cx="150" cy="150" r="34" fill="#ff6b6b"/><circle cx="150" cy="150" r="34" fill="none" stroke="#fff" stroke-width="6" stroke-dasharray="20 14"/>',
    '<rect x="230" y="128" width="50" height="56" rx="8" fill="#ffb400"/><rect x="288" y="140" width="44" height="44" rx="8" fill="#4caf50"/>',
    '<circle cx="420" cy="132" r="26" fill="#c98a4b"/><circle cx="400" cy="110" r="11" fill="#c98a4b"/><circle cx="440" cy="110" r="11" fill="#c98a4b"/><ellipse cx="420" cy="170" rx="30" ry="16" fill="#c98a4b"/>',
    '<rect x="520" y="140" width="120" height="34" rx="10" fill="#2e72c5"/><rect x="548" y="120" width="60" height="26" rx="8" fill="#5b9be0"/><circle cx="548" cy="178" r="12" fill="#333"/><circle cx="612" cy="178" r="12" fill="#333"/>',
    '<polygon points="130,330 170,260 210,330" fill="#9b59b6"/><rect x="240" y="280" width="90" height="50" rx="6" fill="#ff8fab"/>',
    '<circle cx="400" cy="300" r="30" fill="#ffd45c"/><ellipse cx="470" cy="312" rx="26" ry="18" fill="#ffd45c"/><polygon points="365,300 350,294 365,290" fill="#ff8c00"/>',
    '<rect x="540" y="262" width="26" height="68" rx="6" fill="#4caf50"/><rect x="574" y="282" width="26" height="48" rx="6" fill="#ff6b6b"/><rect x="608" y="250" width="26" height="80" rx="6" fill="#2e72c5"/>',
  ];
  return frame(
    '#fff3da',
    '<rect x="60" y="40" width="680" height="420" rx="18" fill="#fffaf0" stroke="#f1d6a8" stroke-width="4"/>' +
      shelf(196) +
      shelf(342) +
      toys.join('') +
      '<rect x="60" y="420" width="680" height="40" fill="#f1d6a8"/>',
  );
}

function studio() {
  return frame(
    '#e7f5ec',
    '<rect x="90" y="300" width="620" height="24" rx="6" fill="#8d6e63"/><rect x="120" y="324" width="20" height="140" fill="#8d6e63"/><rect x="660" y="324" width="20" height="140" fill="#8d6e63"/>' +
      '<rect x="160" y="120" width="260" height="170" rx="10" fill="#263238"/><rect x="172" y="132" width="236" height="146" rx="6" fill="#e3f2fd"/>' +
      '<circle cx="250" cy="205" r="34" fill="none" stroke="#2e72c5" stroke-width="6"/><rect x="300" y="170" width="70" height="70" fill="none" stroke="#ff6b6b" stroke-width="6" rx="8"/>' +
      '<path d="M190 260 L390 160" stroke="#90a4ae" stroke-width="3" stroke-dasharray="8 8"/>' +
      '<rect x="270" y="290" width="40" height="12" fill="#455a64"/>' +
      '<rect x="460" y="230" width="150" height="70" rx="6" fill="#ffffff" stroke="#cfd8dc" stroke-width="3"/><path d="M478 280 q30 -40 60 0 t60 -10" stroke="#4caf50" stroke-width="5" fill="none"/>' +
      '<circle cx="600" cy="170" r="40" fill="none" stroke="#ffb400" stroke-width="10"/><rect x="626" y="196" width="14" height="60" rx="6" transform="rotate(-45 633 226)" fill="#ffb400"/>' +
      '<rect x="470" y="262" width="30" height="30" rx="4" fill="#ff8fab"/>',
  );
}

export const aboutPictures = [factory, showroom, studio];
export const aboutPictureUrls = aboutPictures.map((_, i) => `/media/about/${i + 1}.svg`);

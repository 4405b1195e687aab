// Renders the PNG icons and the default share image from public/logo.svg (run by hand after changing the logo).
import fs from "node:fs";
import sharp from "sharp";

const logo = fs.readFileSync("public/logo.svg");
await sharp(logo, { density: 600 }).resize(180, 180).flatten({ background: "#ffffff" }).png().toFile("public/apple-touch-icon.png");
for (const size of [192, 512]) {
  await sharp(logo, { density: 600 }).resize(size, size).png().toFile(`public/icon-${size}.png`);
}
const name = JSON.parse(fs.readFileSync("scripts/og-text.json", "utf8"));
const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3D8B37"/><stop offset="1" stop-color="#1f4d1c"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="600" cy="250" r="150" fill="#ffffff"/>
  <text x="600" y="500" font-family="DejaVu Sans, Arial, sans-serif" font-size="56" font-weight="bold" fill="#ffffff" text-anchor="middle">${name.title}</text>
  <text x="600" y="560" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#e8f3e6" text-anchor="middle">${name.subtitle}</text>
</svg>`;
const mark = await sharp(logo, { density: 600 }).resize(280, 280).png().toBuffer();
await sharp(Buffer.from(og)).composite([{ input: mark, top: 110, left: 460 }]).png({ compressionLevel: 9 }).toFile("public/og-image.png");
fs.writeFileSync(
  "public/site.webmanifest",
  JSON.stringify(
    {
      name: name.title,
      short_name: name.short,
      lang: "nl-BE",
      start_url: "/",
      display: "standalone",
      background_color: "#ffffff",
      theme_color: "#3D8B37",
      icons: [
        { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      ],
    },
    null,
    2,
  ) + "\n",
);

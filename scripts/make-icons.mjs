// Renders the PNG icons from public/logo.svg (run by hand after changing the logo). The share image and the web
// manifest are made by the server from app/config/group.ts.
import fs from "node:fs";
import sharp from "sharp";

const logo = fs.readFileSync("public/logo.svg");
await sharp(logo, { density: 600 }).resize(180, 180).flatten({ background: "#ffffff" }).png().toFile("public/apple-touch-icon.png");
for (const size of [192, 512]) {
  await sharp(logo, { density: 600 }).resize(size, size).png().toFile(`public/icon-${size}.png`);
}

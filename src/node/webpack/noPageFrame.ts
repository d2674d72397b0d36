// In place of the page frame in the renderer of develop's page shell, which wraps no page (src/node/webpack/developShell.ts).
export default function NoPageFrame(): never {
  throw new Error("gatsby develop's page shell renders no page: src/node/webpack/developShell.ts");
}

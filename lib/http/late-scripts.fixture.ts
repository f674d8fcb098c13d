// The document the scripts' rewrite is tested on (late-scripts.test.ts, page-response.test.ts): Next's
// shape, its chunks in the head and React's bootstrap chunk at the end of the body.
export const N = "AbC+/1==";
export const DOC =
  `<!DOCTYPE html><html lang="zh-CN"><head><meta charSet="utf-8"/><style>b{x:1}</style>` +
  `<link rel="preload" as="script" fetchPriority="low" nonce="${N}" href="/_next/static/chunks/09mm.js"/>` +
  `<link rel="preload" as="font" href="/f.woff2"/>` +
  `<script src="/_next/static/chunks/10hq.js" async="" nonce="${N}"></script>` +
  `<script src="/_next/static/chunks/turbopack-07.js" async="" nonce="${N}"></script>` +
  `<script src="/_next/static/chunks/0cz1.js" noModule="" nonce="${N}"></script>` +
  `<script src="https://example.org/x.js" async=""></script>` +
  `</head><body><h1>天梯 ladder</h1><table><tr><td>一队</td></tr></table>` +
  `<script nonce="${N}" id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>` +
  // React's bootstrap chunk comes at the end of the body, as in Next's real output.
  `<script src="/_next/static/chunks/09mm.js" nonce="${N}" async=""></script>` +
  `<script nonce="${N}">self.__next_f.push([1,"\\u003cdiv\\u003e"])</script></body></html>`;

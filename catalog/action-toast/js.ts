// Runs the toasts: the meeting reminder counts down 12 seconds on its ring and the update toast drains its bar over 10,
// both pausing while the pointer or focus is on them; the message toast stays until answered or closed. Every action
// closes its toast (a short slide-out unless reduced motion is on) and shows its confirmation; the buttons above
// bring a toast back with a fresh timer.
type Kind = "meeting" | "message" | "update";
const LIFE: Record<Kind, number> = { meeting: 12000, message: 0, update: 10000 };

function mount(root: HTMLElement): () => void {
  const win = root.ownerDocument.defaultView ?? window;
  const reduce = win.matchMedia("(prefers-reduced-motion: reduce)");
  const kinds: Kind[] = ["meeting", "message", "update"];
  const toast = (k: Kind) => root.querySelector<HTMLElement>(`.toast--${k}`)!;
  const logs = [...root.querySelectorAll<HTMLElement>(".log > span")];
  const say = (cls: string) => logs.forEach((l) => (l.hidden = !l.classList.contains(cls)));
  const timers = new Map<Kind, { left: number; last: number; paused: boolean; frame: number; out: number }>();

  const paint = (k: Kind, left: number) => {
    const el = toast(k);
    const share = Math.max(0, left / LIFE[k]);
    if (k === "meeting") {
      el.style.setProperty("--left", String(share * 100));
      el.querySelector(".ring-num")!.textContent = String(Math.ceil(left / 1000));
    } else el.style.setProperty("--share", String(share));
  };
  const close = (k: Kind) => {
    const t = timers.get(k);
    if (t) {
      cancelAnimationFrame(t.frame);
      win.clearTimeout(t.out);
    }
    const el = toast(k);
    if (el.hidden) return;
    const hadFocus = el.contains(root.ownerDocument.activeElement);
    const done = () => {
      el.hidden = true;
      el.classList.remove("is-leaving");
      if (hadFocus) root.querySelector<HTMLElement>(`.trigger--${k}`)?.focus();
    };
    if (reduce.matches) done();
    else {
      el.classList.add("is-leaving");
      const out = win.setTimeout(done, 220);
      timers.set(k, { left: 0, last: 0, paused: true, frame: 0, out });
    }
  };
  const run = (k: Kind) => {
    const t = timers.get(k)!;
    const step = (now: number) => {
      if (!t.paused) t.left -= now - t.last;
      t.last = now;
      paint(k, t.left);
      if (t.left <= 0) close(k);
      else t.frame = requestAnimationFrame(step);
    };
    t.frame = requestAnimationFrame(step);
  };
  const show = (k: Kind) => {
    const old = timers.get(k);
    if (old) {
      cancelAnimationFrame(old.frame);
      win.clearTimeout(old.out);
    }
    const el = toast(k);
    el.classList.remove("is-leaving");
    el.hidden = false;
    if (!LIFE[k]) return;
    timers.set(k, { left: LIFE[k], last: performance.now(), paused: el.matches(":hover, :focus-within"), frame: 0, out: 0 });
    paint(k, LIFE[k]);
    run(k);
  };
  const pause = (k: Kind, on: boolean) => {
    const t = timers.get(k);
    if (t) t.paused = on || toast(k).matches(":hover, :focus-within");
  };

  const cleanups: (() => void)[] = [];
  const on = (el: Element, type: string, fn: (e: Event) => void) => {
    el.addEventListener(type, fn);
    cleanups.push(() => el.removeEventListener(type, fn));
  };
  for (const k of kinds) {
    const el = toast(k);
    on(root.querySelector(`.trigger--${k}`)!, "click", () => show(k));
    on(el, "pointerenter", () => pause(k, true));
    on(el, "pointerleave", () => pause(k, false));
    on(el, "focusin", () => pause(k, true));
    on(el, "focusout", () => win.setTimeout(() => pause(k, false)));
    el.querySelectorAll(".dismiss, .close").forEach((b) => on(b, "click", () => close(k)));
  }
  on(toast("meeting").querySelector(".snooze")!, "click", () => {
    close("meeting");
    say("log-snoozed");
  });
  on(toast("meeting").querySelector(".btn--primary")!, "click", () => close("meeting"));
  on(toast("update").querySelector(".reload")!, "click", () => {
    close("update");
    say("log-reload");
  });
  const form = toast("message").querySelector<HTMLFormElement>(".reply")!;
  on(form, "submit", () => {
    const input = form.querySelector<HTMLInputElement>(".reply-input")!;
    if (!input.value.trim()) return;
    close("message");
    say("log-sent");
    input.value = "";
  });
  show("meeting");
  show("update");
  return () => {
    for (const t of timers.values()) {
      cancelAnimationFrame(t.frame);
      win.clearTimeout(t.out);
    }
    cleanups.forEach((c) => c());
    for (const k of kinds) {
      const el = toast(k);
      el.hidden = false;
      el.classList.remove("is-leaving");
      el.style.removeProperty("--left");
      el.style.removeProperty("--share");
    }
    logs.forEach((l) => (l.hidden = true));
  };
}

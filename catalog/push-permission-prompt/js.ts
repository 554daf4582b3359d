// The step is component state: Turn on notifications moves to the "waiting" step, and this asks the browser for
// permission at that moment (never on page load), then shows the outcome: granted, denied, or unsupported with the
// email fallback. Subscribe to push with your service worker where the granted branch is.
function mount(root: HTMLElement): () => void {
  const allow = root.querySelector<HTMLButtonElement>(".allow")!;
  const waiting = root.querySelector<HTMLElement>(".waiting")!;
  const results = {
    granted: root.querySelector<HTMLElement>(".result--granted")!,
    denied: root.querySelector<HTMLElement>(".result--denied")!,
    unsupported: root.querySelector<HTMLElement>(".result--unsupported")!,
  };
  let alive = true;
  const show = (which: keyof typeof results | null) => {
    waiting.hidden = which !== null;
    for (const [key, el] of Object.entries(results)) el.hidden = key !== which;
  };
  const onAllow = async () => {
    show(null);
    const win = root.ownerDocument.defaultView ?? window;
    if (!("Notification" in win)) return show("unsupported");
    let outcome: NotificationPermission = Notification.permission;
    if (outcome === "default") {
      try {
        outcome = await Notification.requestPermission();
      } catch {
        outcome = "denied";
      }
    }
    if (alive) show(outcome === "granted" ? "granted" : "denied");
  };
  allow.addEventListener("click", onAllow);
  return () => {
    alive = false;
    allow.removeEventListener("click", onAllow);
    show(null);
  };
}

// Follows the browser's online and offline events (and the Simulate button) through three states, set as classes on
// the root: offline (a countdown to the next retry, backing off 5, 10, 20, 40 seconds; Retry now skips the wait),
// trying (a short reconnect check) and back (green for three seconds, then the bar folds away). Replace the check in
// reconnect() with a request to your own server.
function mount(root: HTMLElement): () => void {
  const win = root.ownerDocument.defaultView ?? window;
  const seconds = root.querySelector<HTMLElement>(".seconds")!;
  const retry = root.querySelector<HTMLButtonElement>(".retry")!;
  const simulate = root.querySelector<HTMLButtonElement>(".simulate")!;
  const delays = [5, 10, 20, 40];
  let attempt = 0;
  let left = 0;
  let simulated = false;
  let tick = 0;
  let wait = 0;
  const set = (state: "" | "is-offline" | "is-trying" | "is-back") => {
    root.classList.remove("is-offline", "is-trying", "is-back");
    if (state) root.classList.add(state);
  };
  const clear = () => {
    win.clearInterval(tick);
    win.clearTimeout(wait);
  };
  const online = () => !simulated && win.navigator.onLine;
  const goOffline = () => {
    clear();
    set("is-offline");
    left = delays[Math.min(attempt, delays.length - 1)]!;
    seconds.textContent = String(left);
    tick = win.setInterval(() => {
      left -= 1;
      seconds.textContent = String(Math.max(0, left));
      if (left <= 0) reconnect();
    }, 1000);
  };
  const goOnline = () => {
    clear();
    attempt = 0;
    set("is-back");
    wait = win.setTimeout(() => set(""), 3000);
  };
  const reconnect = () => {
    clear();
    set("is-trying");
    wait = win.setTimeout(() => {
      if (online()) goOnline();
      else {
        attempt += 1;
        goOffline();
      }
    }, 1200);
  };
  const onOffline = () => {
    attempt = 0;
    goOffline();
  };
  const onOnline = () => {
    if (!simulated) reconnect();
  };
  const onSimulate = () => {
    simulated = !simulated;
    root.classList.toggle("is-simulated", simulated);
    if (simulated) onOffline();
    else reconnect();
  };
  win.addEventListener("offline", onOffline);
  win.addEventListener("online", onOnline);
  retry.addEventListener("click", reconnect);
  simulate.addEventListener("click", onSimulate);
  if (!win.navigator.onLine) onOffline();
  return () => {
    clear();
    win.removeEventListener("offline", onOffline);
    win.removeEventListener("online", onOnline);
    retry.removeEventListener("click", reconnect);
    simulate.removeEventListener("click", onSimulate);
    set("");
    root.classList.remove("is-simulated");
  };
}

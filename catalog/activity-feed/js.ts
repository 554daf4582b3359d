// Appends two older items per click, then says there is nothing more.
const OLDER = [
  ["Maya", "opened", "#377 Dark mode tokens", "Yesterday"],
  ["Build 481", "failed on", "feature/search", "Yesterday"],
  ["Ravi", "merged", "#372 Faster cold start", "2 days ago"],
  ["Ines", "released", "v2.13.0", "3 days ago"],
];

function mount(root: HTMLElement): () => void {
  const list = root.querySelector<HTMLElement>(".feed")!;
  const more = root.querySelector<HTMLButtonElement>(".more")!;
  let next = 0;
  const onMore = () => {
    for (const [who, verb, what, when] of OLDER.slice(next, next + 2)) {
      const item = document.createElement("li");
      item.className = "item";
      const icon = document.createElement("span");
      icon.className = "icon";
      icon.setAttribute("aria-hidden", "true");
      icon.textContent = "•";
      const text = document.createElement("p");
      const strong = document.createElement("strong");
      strong.textContent = who!;
      text.append(strong, ` ${verb} ${what}`);
      const time = document.createElement("time");
      time.textContent = when!;
      item.append(icon, text, time);
      list.append(item);
    }
    next += 2;
    if (next >= OLDER.length) {
      more.disabled = true;
      more.textContent = "No older activity";
    }
  };
  more.addEventListener("click", onMore);
  return () => more.removeEventListener("click", onMore);
}

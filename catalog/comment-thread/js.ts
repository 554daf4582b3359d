// Likes toggle and count; Reply opens a small labelled reply box under the comment.
function mount(root: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target as HTMLElement;
    const like = target.closest<HTMLButtonElement>(".like");
    if (like) {
      const on = like.getAttribute("aria-pressed") !== "true";
      const count = like.querySelector("span")!;
      like.setAttribute("aria-pressed", String(on));
      count.textContent = String(Number(count.textContent) + (on ? 1 : -1));
      return;
    }
    const reply = target.closest<HTMLButtonElement>(".reply");
    if (!reply) return;
    const article = reply.closest("article")!;
    const open = article.querySelector<HTMLElement>(".box");
    if (open) return open.querySelector("textarea")!.focus();
    const box = document.createElement("div");
    box.className = "box";
    const area = document.createElement("textarea");
    area.setAttribute("aria-label", `Reply to ${article.querySelector("strong")!.textContent}`);
    const send = document.createElement("button");
    send.type = "button";
    send.textContent = "Post reply";
    send.addEventListener("click", () => box.remove());
    box.append(area, send);
    article.append(box);
    area.focus();
  };
  root.addEventListener("click", onClick);
  return () => root.removeEventListener("click", onClick);
}

// Counts the characters as they are typed: the ring fills towards the limit (data-limit on the textarea), the count
// says how many are left, turns amber in the last 20 and red past the limit, where Post is disabled. The textarea
// has no maxlength, so a pasted text over the limit stays visible to trim.
function mount(root: HTMLElement): () => void {
  const text = root.querySelector<HTMLTextAreaElement>(".text")!;
  const fill = root.querySelector<SVGCircleElement>(".fill")!;
  const count = root.querySelector<HTMLElement>(".count")!;
  const post = root.querySelector<HTMLButtonElement>(".post")!;
  const limit = Number(text.dataset.limit) || 280;

  const update = () => {
    const used = [...text.value].length;
    const left = limit - used;
    fill.setAttribute("stroke-dashoffset", String(Math.round((100 - Math.min(100, (used / limit) * 100)) * 100) / 100));
    root.classList.toggle("is-near", left <= 20 && left >= 0);
    root.classList.toggle("is-over", left < 0);
    count.textContent = left >= 0 ? `${left} character${left === 1 ? "" : "s"} left` : `${-left} over the limit`;
    post.disabled = used === 0 || left < 0;
  };

  update();
  text.addEventListener("input", update);
  return () => text.removeEventListener("input", update);
}

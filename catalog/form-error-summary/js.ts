// Validates on submit (the form has novalidate so the browser's bubbles never show): each failing field's group gets
// an inline message, a red bar, aria-invalid and aria-describedby pointing at the message; the summary lists the same
// errors as links, takes focus and is announced. A summary link focuses its field (the first input of a group). When
// everything passes, the form is replaced by a confirmation and is submitted only if it was given an action.
function mount(root: HTMLElement): () => void {
  const form = root.querySelector<HTMLFormElement>(".form")!;
  const summary = root.querySelector<HTMLElement>(".summary")!;
  const done = root.querySelector<HTMLElement>(".done")!;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | RadioNodeList | null;
  const value = (name: string) => {
    const f = field(name);
    return f && "value" in f ? String(f.value).trim() : "";
  };
  const checks: Record<string, () => boolean> = {
    name: () => value("name").length > 1,
    email: () => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value("email")),
    reg: () => /^[A-Za-z0-9 ]{2,8}$/.test(value("registration")) && /[0-9]/.test(value("registration")),
    day: () => {
      const d = Number(value("day"));
      const m = Number(value("month"));
      const y = Number(value("year"));
      const date = new Date(y, m - 1, d);
      const today = new Date();
      today.setHours(0, 0, 0, 0);
      return y > 1900 && date.getDate() === d && date.getMonth() === m - 1 && date >= today;
    },
    zone: () => !!form.querySelector<HTMLInputElement>(".radio-input:checked"),
    confirm: () => form.querySelector<HTMLInputElement>(".check-input")!.checked,
  };
  const describe = (input: HTMLElement, errorId: string, on: boolean) => {
    const ids = (input.getAttribute("aria-describedby") ?? "").split(/\s+/).filter((x) => x && x !== errorId);
    if (on) ids.push(errorId);
    if (ids.length) input.setAttribute("aria-describedby", ids.join(" "));
    else input.removeAttribute("aria-describedby");
    if (on) input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
  };
  const validate = () => {
    let failed = 0;
    for (const [key, ok] of Object.entries(checks)) {
      const group = form.querySelector<HTMLElement>(`.group--${key}`)!;
      const error = group.querySelector<HTMLElement>(".error")!;
      const bad = !ok();
      if (bad) failed += 1;
      group.classList.toggle("is-error", bad);
      error.hidden = !bad;
      group.querySelectorAll<HTMLInputElement>(".input, .radio-input, .check-input").forEach((i) => describe(i, error.id, bad));
      summary.querySelector<HTMLElement>(`.item--${key}`)!.hidden = !bad;
    }
    return failed;
  };
  const onSubmit = (event: SubmitEvent) => {
    if (validate() > 0) {
      event.preventDefault();
      summary.hidden = false;
      summary.focus();
      return;
    }
    summary.hidden = true;
    if (!form.getAttribute("action")) event.preventDefault();
    form.hidden = true;
    done.hidden = false;
  };
  const onLink = (event: MouseEvent) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>("a");
    if (!link) return;
    const target = root.querySelector<HTMLElement>(`[id="${link.hash.slice(1)}"]`);
    if (!target) return;
    event.preventDefault();
    const input = target.matches("input") ? target : target.querySelector<HTMLElement>("input");
    (target.closest(".group") ?? target).scrollIntoView({ block: "start" });
    input?.focus();
  };
  form.addEventListener("submit", onSubmit);
  summary.addEventListener("click", onLink);
  return () => {
    form.removeEventListener("submit", onSubmit);
    summary.removeEventListener("click", onLink);
    form.hidden = false;
    done.hidden = true;
    summary.hidden = true;
  };
}

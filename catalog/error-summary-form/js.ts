// Validation in the GOV.UK pattern: submitting checks every field; any problem fills the error summary (a link per
// problem, to the first input of its field), marks the field's group and inputs, shows the message inline (with an
// "Error:" prefix for screen readers) and moves focus to the summary. Summary links focus their field. With no
// problems the form gives way to the confirmation panel, which takes focus.
interface Problem {
  group: HTMLElement;
  target: HTMLElement;
  message: string;
  bad: HTMLInputElement[];
}

function mount(root: HTMLElement): () => void {
  const form = root.querySelector<HTMLFormElement>(".form")!;
  const summary = root.querySelector<HTMLElement>(".summary")!;
  const list = root.querySelector<HTMLElement>(".summary-list")!;
  const done = root.querySelector<HTMLElement>(".done")!;
  const groups = [...form.querySelectorAll<HTMLElement>(".group")];
  const field = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

  const validate = (): Problem[] => {
    const problems: Problem[] = [];
    const add = (input: HTMLInputElement, message: string, bad: HTMLInputElement[] = [input]) =>
      problems.push({ group: input.closest<HTMLElement>(".group")!, target: bad[0] ?? input, message, bad });
    const name = field("name");
    if (name.value.trim() === "") add(name, "Enter your full name");
    const [day, month, year] = [field("dob-day"), field("dob-month"), field("dob-year")];
    const parts = [day, month, year].map((i) => i.value.trim());
    const empty = [day, month, year].filter((i) => i.value.trim() === "");
    if (empty.length === 3) add(day, "Enter your date of birth");
    else if (empty.length > 0) add(day, `Date of birth must include a ${["day", "month", "year"][[day, month, year].indexOf(empty[0]!)]}`, empty);
    else if (parts.some((p) => !/^\d+$/.test(p)) || parts[2]!.length !== 4) add(day, "Date of birth must be a real date", [day, month, year]);
    else {
      const [d, m, y] = parts.map(Number) as [number, number, number];
      const date = new Date(y, m - 1, d);
      const today = new Date(2026, 10, 25);
      if (date.getMonth() !== m - 1 || date.getDate() !== d) add(day, "Date of birth must be a real date", [day, month, year]);
      else if (date >= today) add(day, "Date of birth must be in the past", [day, month, year]);
      else if (today.getFullYear() - y - (today < new Date(today.getFullYear(), m - 1, d) ? 1 : 0) < 13)
        add(day, "You do not need a licence if you are under 13", [day, month, year]);
    }
    const email = field("email");
    if (email.value.trim() === "") add(email, "Enter your email address");
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.value.trim())) add(email, "Enter an email address in the correct format, like name@example.com");
    const types = [...form.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    if (!types.some((t) => t.checked)) add(types[0]!, "Select the type of licence you need", []);
    const postcode = field("postcode");
    if (!/^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i.test(postcode.value.trim())) add(postcode, "Enter a real postcode, like LS1 4AP");
    return problems;
  };

  const show = (problems: Problem[]) => {
    groups.forEach((g) => {
      g.classList.remove("is-error");
      const error = g.querySelector<HTMLElement>(".error");
      if (error) error.hidden = true;
    });
    form.querySelectorAll<HTMLInputElement>(".input").forEach((i) => {
      i.classList.remove("is-bad");
      i.removeAttribute("aria-invalid");
    });
    list.textContent = "";
    for (const p of problems) {
      p.group.classList.add("is-error");
      const error = p.group.querySelector<HTMLElement>(".error")!;
      error.hidden = false;
      error.querySelector(".error-text")!.textContent = p.message;
      p.bad.forEach((i) => {
        i.classList.add("is-bad");
        i.setAttribute("aria-invalid", "true");
      });
      const item = root.ownerDocument.createElement("li");
      const link = root.ownerDocument.createElement("a");
      link.href = `#${p.target.id}`;
      link.textContent = p.message;
      item.append(link);
      list.append(item);
    }
    summary.hidden = problems.length === 0;
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const problems = validate();
    show(problems);
    if (problems.length > 0) summary.focus();
    else {
      form.hidden = true;
      done.hidden = false;
      done.focus();
    }
  };
  const onLink = (event: MouseEvent) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>("a");
    if (!link) return;
    const target = root.querySelector<HTMLElement>(`[id="${link.hash.slice(1)}"]`);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.closest(".group")?.scrollIntoView({ block: "start" });
  };

  form.addEventListener("submit", onSubmit);
  summary.addEventListener("click", onLink);
  return () => {
    form.removeEventListener("submit", onSubmit);
    summary.removeEventListener("click", onLink);
  };
}

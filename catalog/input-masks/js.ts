// Masks read from each field's placeholder: D M Y H 0 are digit slots, A a letter slot, anything else a separator
// that is inserted for you. Typing or pasting keeps only what fits the slots (letters upper-cased), the ghost span
// shows the rest of the mask after the typed part, and a full field is checked (a real date, month 01-12, an expiry
// not in the past, a time before 24:00). Backspace right after a separator removes the character before it too.
const DIGIT = /[DMYH0]/;

function applyMask(mask: string, raw: string): string {
  const chars = raw.toUpperCase().replace(/[^0-9A-Z]/g, "");
  let out = "";
  let i = 0;
  for (const slot of mask) {
    if (i >= chars.length) break;
    if (DIGIT.test(slot) || slot === "A") {
      while (i < chars.length && !(DIGIT.test(slot) ? /\d/ : /[A-Z]/).test(chars[i]!)) i++;
      if (i >= chars.length) break;
      out += chars[i++];
    } else out += slot;
  }
  return out;
}

function check(name: string, value: string): [boolean, string] {
  const n = value.replace(/\D/g, "");
  if (name === "dob") {
    const [d, m, y] = [Number(n.slice(0, 2)), Number(n.slice(2, 4)), Number(n.slice(4))];
    const date = new Date(y, m - 1, d);
    if (m < 1 || m > 12) return [false, "The month must be 01 to 12"];
    if (date.getDate() !== d) return [false, `There is no ${d} in that month`];
    const age = Math.floor((new Date(2026, 10, 25).getTime() - date.getTime()) / 3.15576e10);
    if (age < 0 || age > 120) return [false, "That date can’t be a birthday"];
    return age < 18 ? [false, "You must be 18 or over"] : [true, `Looks right: ${age} years old`];
  }
  if (name === "expiry") {
    const [m, y] = [Number(n.slice(0, 2)), 2000 + Number(n.slice(2))];
    if (m < 1 || m > 12) return [false, "The month must be 01 to 12"];
    return y < 2026 || (y === 2026 && m < 11) ? [false, "This card has expired"] : [true, "Valid until the end of that month"];
  }
  if (name === "time") {
    const [h, m] = [Number(n.slice(0, 2)), Number(n.slice(2))];
    return h > 23 || m > 59 ? [false, "Use the 24-hour clock, 00:00 to 23:59"] : [true, h < 8 || h >= 20 ? "Outside opening hours, 08:00–20:00" : "Collection slot available"];
  }
  if (name === "mobile") return n.startsWith("07") ? [true, "UK mobile number"] : [false, "UK mobiles start with 07"];
  if (name === "sort") return [true, "Sort code recognised: Harbour Bank, Leeds"];
  return [true, "Current-style number plate"];
}

function mount(root: HTMLElement): () => void {
  const boxes = [...root.querySelectorAll<HTMLElement>(".box")];

  const refresh = (box: HTMLElement) => {
    const input = box.querySelector<HTMLInputElement>(".input")!;
    const mask = input.placeholder;
    box.querySelector(".typed")!.textContent = input.value;
    box.querySelector(".rest")!.textContent = input.value ? mask.slice(input.value.length) : "";
    box.classList.toggle("is-filled", input.value !== "");
    const msg = box.parentElement!.querySelector<HTMLElement>(".msg")!;
    const full = input.value.length === mask.length;
    const [ok, text] = full ? check(input.name, input.value) : [false, ""];
    box.classList.toggle("is-ok", full && ok);
    box.classList.toggle("is-bad", full && !ok);
    input.setAttribute("aria-invalid", String(full && !ok));
    msg.textContent = text;
  };
  const onInput = (event: Event) => {
    const input = event.target as HTMLInputElement;
    if (!input.matches(".input")) return;
    const mask = input.placeholder;
    const caret = input.selectionStart ?? input.value.length;
    const atEnd = caret >= input.value.length;
    const before = applyMask(mask, input.value.slice(0, caret)).length;
    input.value = applyMask(mask, input.value);
    const pos = atEnd ? input.value.length : Math.min(before, input.value.length);
    input.setSelectionRange(pos, pos);
    refresh(input.closest<HTMLElement>(".box")!);
  };
  const onKey = (event: KeyboardEvent) => {
    const input = event.target as HTMLInputElement;
    if (!input.matches(".input") || event.key !== "Backspace") return;
    const at = input.selectionStart ?? 0;
    if (at !== input.selectionEnd || at === 0) return;
    const prev = input.value[at - 1]!;
    if (/[0-9A-Z]/.test(prev)) return;
    event.preventDefault();
    input.value = input.value.slice(0, Math.max(0, at - 2)) + input.value.slice(at);
    input.value = applyMask(input.placeholder, input.value);
    const pos = Math.max(0, at - 2);
    input.setSelectionRange(pos, pos);
    refresh(input.closest<HTMLElement>(".box")!);
  };
  boxes.forEach((box) => box.classList.toggle("is-filled", box.querySelector<HTMLInputElement>(".input")!.value !== ""));
  root.addEventListener("input", onInput);
  root.addEventListener("keydown", onKey);
  return () => {
    root.removeEventListener("input", onInput);
    root.removeEventListener("keydown", onKey);
  };
}

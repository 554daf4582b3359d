// Forms: sign-in, sign-up with a strength meter, contact, newsletter, search, one-time code and file drop.
import { BASE, CALM, ICONS, SR_ONLY, type Design } from "./kit.ts";

const FIELD = `
$root .field { display: grid; gap: 0.375rem; }
$root .field label, $root .label { font-size: 0.875rem; font-weight: 600; }
$root input, $root select, $root textarea { width: 100%; min-height: 2.75rem; padding: 0.625rem 0.75rem; border: 1px solid var(--border); border-radius: 0.625rem; background: var(--bg); color: var(--text); font: inherit; transition: border-color 0.15s, box-shadow 0.15s; }
$root input:focus-visible, $root select:focus-visible, $root textarea:focus-visible { outline: none; border-color: var(--accent); box-shadow: 0 0 0 3px color-mix(in srgb, var(--accent) 30%, transparent); }
$root .submit { min-height: 2.75rem; border: 0; border-radius: 0.625rem; background: var(--accent); color: var(--on-accent); font: inherit; font-weight: 650; cursor: pointer; }
$root .submit:hover { filter: brightness(1.08); }
$root .hint { margin: 0; font-size: 0.8rem; color: var(--muted); }
`;

export const forms: Design[] = [
  {
    id: "sign-in-form", kind: "component", category: "forms", difficulty: "med",
    title: "Sign-in form",
    description: "An email and password sign-in form with autocomplete hints, a show-password toggle, remember-me checkbox, forgot-password link and inline validation messages.",
    tags: ["form", "login", "sign-in", "password", "authentication"],
    html: `
<form class="$name" action="/session" method="post" novalidate>
  <h2 class="title">Welcome back</h2>
  <p class="hint">Sign in to continue to your workspace.</p>
  <div class="field">
    <label for="$name-email">Email</label>
    <input id="$name-email" name="email" type="email" autocomplete="email" required aria-describedby="$name-email-error">
    <p class="error" id="$name-email-error"></p>
  </div>
  <div class="field">
    <div class="row"><label for="$name-password">Password</label><a class="link" href="/forgot-password">Forgot password?</a></div>
    <div class="password">
      <input id="$name-password" name="password" type="password" autocomplete="current-password" required minlength="8" aria-describedby="$name-password-error">
      <button type="button" class="reveal" aria-pressed="false" aria-controls="$name-password">Show</button>
    </div>
    <p class="error" id="$name-password-error"></p>
  </div>
  <label class="check"><input type="checkbox" name="remember"> Keep me signed in</label>
  <button type="submit" class="submit">Sign in</button>
</form>`,
    css: `${BASE}${FIELD}
$root { display: grid; gap: 1rem; width: min(100%, 24rem); padding: 2rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1.25rem; box-shadow: var(--shadow); }
$root .title { margin: 0; font-size: 1.5rem; }
$root .row { display: flex; justify-content: space-between; align-items: baseline; }
$root .link { font-size: 0.85rem; color: var(--accent); }
$root .password { position: relative; }
$root .password input { padding-right: 4.5rem; }
$root .reveal { position: absolute; top: 50%; right: 0.375rem; transform: translateY(-50%); padding: 0.35rem 0.6rem; border: 0; border-radius: 0.4rem; background: var(--soft); color: var(--text); font: inherit; font-size: 0.8rem; font-weight: 600; cursor: pointer; }
$root .check { display: flex; align-items: center; gap: 0.5rem; font-size: 0.9rem; }
$root .check input { width: 1.1rem; min-height: 0; height: 1.1rem; accent-color: var(--accent); }
$root .error { min-height: 1rem; margin: 0; font-size: 0.8rem; color: #dc2626; }
$root [aria-invalid="true"] { border-color: #dc2626; }
${CALM}`,
    js: `
// Shows or hides the password and validates on submit, pointing the first invalid field out.
function mount(root: HTMLElement): () => void {
  const form = root as HTMLFormElement;
  const password = root.querySelector<HTMLInputElement>("input[type=password], input[name=password]")!;
  const reveal = root.querySelector<HTMLButtonElement>(".reveal")!;
  const onReveal = () => {
    const show = password.type === "password";
    password.type = show ? "text" : "password";
    reveal.textContent = show ? "Hide" : "Show";
    reveal.setAttribute("aria-pressed", String(show));
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    let first: HTMLInputElement | undefined;
    for (const input of root.querySelectorAll<HTMLInputElement>("input[required]")) {
      const error = root.querySelector<HTMLElement>(\`#\${input.getAttribute("aria-describedby")}\`);
      const message = input.validity.valueMissing ? "This field is required." : input.validity.typeMismatch ? "Enter a valid email address." : input.validity.tooShort ? "Use at least 8 characters." : "";
      input.setAttribute("aria-invalid", String(message !== ""));
      if (error) error.textContent = message;
      if (message && !first) first = input;
    }
    first?.focus();
  };
  reveal.addEventListener("click", onReveal);
  form.addEventListener("submit", onSubmit);
  return () => {
    reveal.removeEventListener("click", onReveal);
    form.removeEventListener("submit", onSubmit);
  };
}`,
  },
  {
    id: "sign-up-form", kind: "component", category: "forms", difficulty: "hard",
    title: "Sign-up form with password strength",
    description: "A registration form whose password field rates strength live with a four-step meter and a checklist of rules, announced politely to screen readers.",
    tags: ["form", "sign-up", "register", "password-strength", "validation"],
    html: `
<form class="$name" action="/accounts" method="post">
  <h2 class="title">Create your account</h2>
  <div class="field">
    <label for="$name-name">Full name</label>
    <input id="$name-name" name="name" autocomplete="name" required>
  </div>
  <div class="field">
    <label for="$name-email">Work email</label>
    <input id="$name-email" name="email" type="email" autocomplete="email" required>
  </div>
  <div class="field">
    <label for="$name-password">Password</label>
    <input id="$name-password" name="password" type="password" autocomplete="new-password" required aria-describedby="$name-strength $name-rules">
    <div class="meter" aria-hidden="true"><span></span><span></span><span></span><span></span></div>
    <p class="strength" id="$name-strength" aria-live="polite">Strength: too short</p>
    <ul class="rules" id="$name-rules">
      <li data-rule="length">At least 10 characters</li>
      <li data-rule="case">Upper and lower case letters</li>
      <li data-rule="digit">A number</li>
      <li data-rule="symbol">A symbol</li>
    </ul>
  </div>
  <button type="submit" class="submit">Create account</button>
</form>`,
    css: `${BASE}${FIELD}
$root { display: grid; gap: 1rem; width: min(100%, 25rem); padding: 2rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1.25rem; box-shadow: var(--shadow); }
$root .title { margin: 0; font-size: 1.4rem; }
$root .meter { display: grid; grid-template-columns: repeat(4, 1fr); gap: 0.25rem; margin-top: 0.25rem; }
$root .meter span { height: 0.35rem; border-radius: 999px; background: var(--border); transition: background-color 0.2s; }
$root[data-score="1"] .meter span:nth-child(-n + 1) { background: #dc2626; }
$root[data-score="2"] .meter span:nth-child(-n + 2) { background: #d97706; }
$root[data-score="3"] .meter span:nth-child(-n + 3) { background: #65a30d; }
$root[data-score="4"] .meter span { background: #15803d; }
$root .strength { margin: 0; font-size: 0.8rem; font-weight: 600; color: var(--muted); }
$root .rules { display: grid; gap: 0.125rem; margin: 0; padding: 0; list-style: none; font-size: 0.8rem; color: var(--muted); }
$root .rules li::before { content: "○ "; }
$root .rules li.is-met { color: var(--text); }
$root .rules li.is-met::before { content: "✓ "; color: #15803d; font-weight: 700; }
${CALM}`,
    js: `
// Scores the password against four rules as it is typed.
function mount(root: HTMLElement): () => void {
  const input = root.querySelector<HTMLInputElement>("input[name=password]")!;
  const label = root.querySelector<HTMLElement>(".strength")!;
  const rules: Record<string, (v: string) => boolean> = {
    length: (v) => v.length >= 10,
    case: (v) => /[a-z]/.test(v) && /[A-Z]/.test(v),
    digit: (v) => /\\d/.test(v),
    symbol: (v) => /[^A-Za-z0-9]/.test(v),
  };
  const words = ["too short", "weak", "fair", "good", "strong"];
  const onInput = () => {
    let score = 0;
    for (const item of root.querySelectorAll<HTMLElement>("[data-rule]")) {
      const met = rules[item.dataset.rule ?? ""]?.(input.value) ?? false;
      item.classList.toggle("is-met", met);
      if (met) score++;
    }
    if (input.value.length === 0) score = 0;
    root.dataset.score = String(score);
    label.textContent = \`Strength: \${words[score]}\`;
  };
  input.addEventListener("input", onInput);
  return () => input.removeEventListener("input", onInput);
}`,
  },
  {
    id: "contact-form", kind: "component", category: "forms", difficulty: "easy",
    title: "Contact form",
    description: "A two-column contact form with name, email, topic select and message, a character counter on the message and a consent checkbox; it collapses to one column on small screens.",
    tags: ["form", "contact", "textarea", "select", "responsive"],
    html: `
<form class="$name" action="/contact" method="post">
  <div class="head">
    <h2 class="title">Talk to our team</h2>
    <p class="hint">We answer within one working day.</p>
  </div>
  <div class="field">
    <label for="$name-name">Name</label>
    <input id="$name-name" name="name" autocomplete="name" required>
  </div>
  <div class="field">
    <label for="$name-email">Email</label>
    <input id="$name-email" name="email" type="email" autocomplete="email" required>
  </div>
  <div class="field wide">
    <label for="$name-topic">Topic</label>
    <select id="$name-topic" name="topic">
      <option value="sales">Sales and pricing</option>
      <option value="support">Technical support</option>
      <option value="press">Press</option>
    </select>
  </div>
  <div class="field wide">
    <label for="$name-message">Message</label>
    <textarea id="$name-message" name="message" rows="4" maxlength="500" aria-describedby="$name-count"></textarea>
    <p class="hint count" id="$name-count">0 / 500 characters</p>
  </div>
  <label class="check wide"><input type="checkbox" name="consent" required> I agree to be contacted about this request.</label>
  <button type="submit" class="submit wide">Send message</button>
</form>`,
    css: `${BASE}${FIELD}
$root { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; width: min(100%, 36rem); padding: 2rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1.25rem; }
$root .head, $root .wide { grid-column: 1 / -1; }
$root .title { margin: 0; font-size: 1.5rem; }
$root textarea { resize: vertical; min-height: 6rem; }
$root .count { text-align: right; }
$root .check { display: flex; align-items: flex-start; gap: 0.5rem; font-size: 0.9rem; }
$root .check input { width: 1.1rem; height: 1.1rem; min-height: 0; margin-top: 0.2rem; accent-color: var(--accent); }
@media (max-width: 36rem) {
  $root { grid-template-columns: 1fr; padding: 1.25rem; }
}
${CALM}`,
    js: `
// Keeps the message counter current.
function mount(root: HTMLElement): () => void {
  const message = root.querySelector<HTMLTextAreaElement>("textarea")!;
  const count = root.querySelector<HTMLElement>(".count")!;
  const onInput = () => {
    count.textContent = \`\${message.value.length} / \${message.maxLength} characters\`;
  };
  message.addEventListener("input", onInput);
  return () => message.removeEventListener("input", onInput);
}`,
  },
  {
    id: "newsletter-signup", kind: "component", category: "forms", difficulty: "easy",
    title: "Newsletter sign-up",
    description: "An inline newsletter band with a headline, an email field joined to its button and a privacy note; the field and button stack on narrow screens.",
    tags: ["newsletter", "email", "subscribe", "form", "marketing"],
    html: `
<section class="$name" aria-labelledby="$name-title">
  <div class="copy">
    <h2 class="title" id="$name-title">The Friday digest</h2>
    <p class="text">Five links worth your time, every Friday. No spam, unsubscribe in one click.</p>
  </div>
  <form class="form" action="/subscribe" method="post">
    <label class="sr-only" for="$name-email">Email address</label>
    <input id="$name-email" name="email" type="email" autocomplete="email" placeholder="you@company.com" required>
    <button type="submit" class="submit">Subscribe</button>
  </form>
</section>`,
    css: `${BASE}${SR_ONLY}
$root { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 1.5rem; width: min(100%, 48rem); padding: 2rem; border-radius: 1.25rem; background: var(--soft); border: 1px solid var(--border); }
$root .copy { flex: 1 1 16rem; }
$root .title { margin: 0 0 0.25rem; font-size: 1.35rem; }
$root .text { margin: 0; color: var(--muted); }
$root .form { display: flex; flex: 1 1 18rem; gap: 0; border-radius: 0.75rem; box-shadow: var(--shadow); }
$root input { flex: 1; min-width: 0; min-height: 3rem; padding: 0 1rem; border: 1px solid var(--border); border-right: 0; border-radius: 0.75rem 0 0 0.75rem; background: var(--bg); color: var(--text); font: inherit; }
$root input:focus-visible { outline: 2px solid var(--focus); outline-offset: 0; }
$root .submit { padding: 0 1.25rem; border: 0; border-radius: 0 0.75rem 0.75rem 0; background: var(--accent); color: var(--on-accent); font: inherit; font-weight: 650; cursor: pointer; }
@media (max-width: 30rem) {
  $root .form { flex-direction: column; gap: 0.5rem; box-shadow: none; }
  $root input { border-right: 1px solid var(--border); border-radius: 0.75rem; }
  $root .submit { min-height: 3rem; border-radius: 0.75rem; }
}`,
  },
  {
    id: "search-field", kind: "component", category: "forms", difficulty: "med",
    title: "Search field with suggestions",
    description: "A search box with a leading icon, clear button and a filtered suggestion list following the ARIA combobox pattern: arrow keys move, Enter picks, Escape clears.",
    tags: ["search", "combobox", "autocomplete", "suggestions", "keyboard"],
    html: `
<div class="$name">
  <label class="label" for="$name-input">Search the docs</label>
  <div class="box">
    ${ICONS.search}
    <input id="$name-input" type="search" role="combobox" aria-expanded="false" aria-controls="$name-list" aria-autocomplete="list" autocomplete="off" placeholder="Try “tokens”">
    <button type="button" class="clear" aria-label="Clear search" hidden>${ICONS.close}</button>
  </div>
  <ul class="list" id="$name-list" role="listbox" aria-label="Suggestions" hidden>
    <li role="option" id="$name-o1" aria-selected="false">Design tokens</li>
    <li role="option" id="$name-o2" aria-selected="false">Theming with CSS variables</li>
    <li role="option" id="$name-o3" aria-selected="false">Typography scale</li>
    <li role="option" id="$name-o4" aria-selected="false">Spacing and layout</li>
    <li role="option" id="$name-o5" aria-selected="false">Dark mode</li>
    <li role="option" id="$name-o6" aria-selected="false">Motion guidelines</li>
  </ul>
</div>`,
    css: `${BASE}
$root { position: relative; width: min(100%, 26rem); }
$root .label { display: block; margin-bottom: 0.375rem; font-size: 0.875rem; font-weight: 600; }
$root .box { display: flex; align-items: center; gap: 0.5rem; padding: 0 0.5rem 0 0.875rem; border: 1px solid var(--border); border-radius: 0.75rem; background: var(--bg); color: var(--muted); box-shadow: var(--shadow); }
$root .box:focus-within { border-color: var(--accent); box-shadow: 0 0 0 3px color-mix(in srgb, var(--accent) 25%, transparent); }
$root input { flex: 1; min-width: 0; min-height: 3rem; border: 0; background: none; color: var(--text); font: inherit; outline: none; }
$root input::-webkit-search-cancel-button { display: none; }
$root .clear { display: grid; place-items: center; width: 2rem; height: 2rem; border: 0; border-radius: 0.5rem; background: var(--soft); color: var(--text); cursor: pointer; }
$root .clear[hidden] { display: none; }
$root .list { position: absolute; z-index: 5; left: 0; right: 0; margin: 0.375rem 0 0; padding: 0.375rem; list-style: none; border: 1px solid var(--border); border-radius: 0.75rem; background: var(--bg); box-shadow: var(--shadow); }
$root [role="option"] { padding: 0.55rem 0.75rem; border-radius: 0.5rem; cursor: pointer; }
$root [role="option"]:hover, $root [aria-selected="true"] { background: var(--soft); color: var(--accent); }`,
    js: `
// Filters the options as you type; arrow keys move the active option, Enter picks it, Escape clears.
function mount(root: HTMLElement): () => void {
  const input = root.querySelector<HTMLInputElement>("input")!;
  const list = root.querySelector<HTMLElement>("[role=listbox]")!;
  const clear = root.querySelector<HTMLButtonElement>(".clear")!;
  const options = [...list.querySelectorAll<HTMLElement>("[role=option]")];
  let active = -1;
  const visible = () => options.filter((o) => !o.hidden);
  const setActive = (index: number) => {
    const shown = visible();
    active = shown.length ? (index + shown.length) % shown.length : -1;
    options.forEach((o) => o.setAttribute("aria-selected", "false"));
    const current = shown[active];
    if (current) {
      current.setAttribute("aria-selected", "true");
      input.setAttribute("aria-activedescendant", current.id);
    } else input.removeAttribute("aria-activedescendant");
  };
  const show = (open: boolean) => {
    list.hidden = !open;
    input.setAttribute("aria-expanded", String(open));
  };
  const onInput = () => {
    const query = input.value.trim().toLowerCase();
    options.forEach((o) => (o.hidden = !o.textContent!.toLowerCase().includes(query)));
    clear.hidden = input.value === "";
    show(query !== "" && visible().length > 0);
    setActive(-1);
  };
  const pick = (option: HTMLElement) => {
    input.value = option.textContent ?? "";
    show(false);
    clear.hidden = false;
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      show(visible().length > 0);
      setActive(active + 1);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive(active - 1);
    } else if (event.key === "Enter" && active >= 0) {
      event.preventDefault();
      pick(visible()[active]!);
    } else if (event.key === "Escape") {
      input.value = "";
      onInput();
    }
  };
  const onPick = (event: MouseEvent) => {
    const option = (event.target as HTMLElement).closest<HTMLElement>("[role=option]");
    if (option) pick(option);
  };
  const onClear = () => {
    input.value = "";
    onInput();
    input.focus();
  };
  input.addEventListener("input", onInput);
  input.addEventListener("keydown", onKey);
  list.addEventListener("click", onPick);
  clear.addEventListener("click", onClear);
  return () => {
    input.removeEventListener("input", onInput);
    input.removeEventListener("keydown", onKey);
    list.removeEventListener("click", onPick);
    clear.removeEventListener("click", onClear);
  };
}`,
  },
  {
    id: "one-time-code", kind: "component", category: "forms", difficulty: "hard",
    title: "One-time code input",
    description: "Six single-digit boxes for a verification code that advance as you type, step back on Backspace, accept a pasted code and fill from the phone's SMS autofill.",
    tags: ["otp", "verification", "2fa", "code", "input", "paste"],
    html: `
<form class="$name" action="/verify" method="post">
  <h2 class="title" id="$name-title">Check your phone</h2>
  <p class="hint" id="$name-hint">Enter the 6-digit code we sent to •••• 0192.</p>
  <fieldset class="digits" aria-labelledby="$name-title" aria-describedby="$name-hint">
    <input aria-label="Digit 1" inputmode="numeric" autocomplete="one-time-code" maxlength="1" pattern="[0-9]">
    <input aria-label="Digit 2" inputmode="numeric" maxlength="1" pattern="[0-9]">
    <input aria-label="Digit 3" inputmode="numeric" maxlength="1" pattern="[0-9]">
    <input aria-label="Digit 4" inputmode="numeric" maxlength="1" pattern="[0-9]">
    <input aria-label="Digit 5" inputmode="numeric" maxlength="1" pattern="[0-9]">
    <input aria-label="Digit 6" inputmode="numeric" maxlength="1" pattern="[0-9]">
  </fieldset>
  <button type="submit" class="submit" disabled>Verify</button>
  <p class="resend">Didn’t get it? <a href="/verify/resend">Send a new code</a></p>
</form>`,
    css: `${BASE}
$root { display: grid; gap: 1rem; width: min(100%, 24rem); padding: 2rem; text-align: center; background: var(--bg); border: 1px solid var(--border); border-radius: 1.25rem; box-shadow: var(--shadow); }
$root .title { margin: 0; font-size: 1.4rem; }
$root .hint, $root .resend { margin: 0; color: var(--muted); font-size: 0.9rem; }
$root .resend a { color: var(--accent); }
$root .digits { display: grid; grid-template-columns: repeat(6, minmax(0, 1fr)); gap: 0.5rem; margin: 0; padding: 0; border: 0; }
$root .digits input { width: 100%; aspect-ratio: 4 / 5; padding: 0; border: 1px solid var(--border); border-radius: 0.625rem; background: var(--surface); color: var(--text); font: 700 1.5rem/1 ui-monospace, monospace; text-align: center; caret-color: var(--accent); }
$root .digits input:focus-visible { outline: none; border-color: var(--accent); box-shadow: 0 0 0 3px color-mix(in srgb, var(--accent) 30%, transparent); }
$root .submit { min-height: 2.75rem; border: 0; border-radius: 0.625rem; background: var(--accent); color: var(--on-accent); font: inherit; font-weight: 650; cursor: pointer; }
$root .submit:disabled { opacity: 0.5; cursor: not-allowed; }`,
    js: `
// Moves focus between the boxes and spreads a pasted or autofilled code across them.
function mount(root: HTMLElement): () => void {
  const inputs = [...root.querySelectorAll<HTMLInputElement>(".digits input")];
  const submit = root.querySelector<HTMLButtonElement>(".submit")!;
  const update = () => (submit.disabled = !inputs.every((i) => /^\\d$/.test(i.value)));
  const fill = (from: number, text: string) => {
    const digits = text.replace(/\\D/g, "").slice(0, inputs.length - from).split("");
    digits.forEach((d, k) => (inputs[from + k]!.value = d));
    inputs[Math.min(from + digits.length, inputs.length - 1)]!.focus();
    update();
  };
  const onInput = (event: Event) => {
    const input = event.target as HTMLInputElement;
    const index = inputs.indexOf(input);
    if (input.value.length > 1) return fill(index, input.value);
    input.value = input.value.replace(/\\D/g, "");
    if (input.value && index < inputs.length - 1) inputs[index + 1]!.focus();
    update();
  };
  const onKey = (event: KeyboardEvent) => {
    const input = event.target as HTMLInputElement;
    const index = inputs.indexOf(input);
    if (event.key === "Backspace" && !input.value && index > 0) inputs[index - 1]!.focus();
    if (event.key === "ArrowLeft" && index > 0) inputs[index - 1]!.focus();
    if (event.key === "ArrowRight" && index < inputs.length - 1) inputs[index + 1]!.focus();
  };
  const onPaste = (event: ClipboardEvent) => {
    event.preventDefault();
    fill(inputs.indexOf(event.target as HTMLInputElement), event.clipboardData?.getData("text") ?? "");
  };
  inputs.forEach((i) => {
    i.addEventListener("input", onInput);
    i.addEventListener("keydown", onKey);
    i.addEventListener("paste", onPaste);
  });
  return () => inputs.forEach((i) => {
    i.removeEventListener("input", onInput);
    i.removeEventListener("keydown", onKey);
    i.removeEventListener("paste", onPaste);
  });
}`,
  },
  {
    id: "file-dropzone", kind: "component", category: "forms", difficulty: "med",
    title: "File drop zone",
    description: "A dashed drop area that is also a real file input: drag files onto it or choose them from the dialog, and see each file's name and size listed with a remove button.",
    tags: ["upload", "file", "drag-and-drop", "dropzone", "input"],
    html: `
<div class="$name">
  <label class="zone" for="$name-files">
    ${ICONS.upload}
    <span class="big">Drop files here or <u>browse</u></span>
    <span class="small">PNG, JPG or PDF, up to 10 MB each</span>
  </label>
  <input class="input" id="$name-files" type="file" multiple accept=".png,.jpg,.jpeg,.pdf">
  <ul class="files" aria-live="polite" aria-label="Chosen files"></ul>
</div>`,
    css: `${BASE}
$root { display: grid; gap: 0.75rem; width: min(100%, 26rem); }
$root .zone { display: grid; justify-items: center; gap: 0.375rem; padding: 2rem 1rem; border: 2px dashed var(--border); border-radius: 1rem; background: var(--bg); color: var(--muted); text-align: center; cursor: pointer; transition: border-color 0.15s, background-color 0.15s; }
$root .zone svg { color: var(--accent); }
$root .zone:hover, $root.is-over .zone { border-color: var(--accent); background: var(--soft); }
$root .big { font-weight: 600; color: var(--text); }
$root .big u { color: var(--accent); text-underline-offset: 3px; }
$root .small { font-size: 0.8rem; }
$root .input { position: absolute; width: 1px; height: 1px; opacity: 0; }
$root .input:focus-visible + .files, $root .input:focus-visible ~ .files { outline: none; }
$root:focus-within .zone { border-color: var(--accent); }
$root .files { display: grid; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
$root .files li { display: flex; align-items: center; gap: 0.75rem; padding: 0.5rem 0.75rem; border: 1px solid var(--border); border-radius: 0.625rem; background: var(--bg); font-size: 0.875rem; }
$root .files span { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
$root .files small { color: var(--muted); }
$root .files button { border: 0; background: none; color: var(--muted); font: inherit; font-weight: 600; cursor: pointer; }
${CALM}`,
    js: `
// Lists chosen or dropped files; each can be removed again.
function mount(root: HTMLElement): () => void {
  const input = root.querySelector<HTMLInputElement>(".input")!;
  const zone = root.querySelector<HTMLElement>(".zone")!;
  const list = root.querySelector<HTMLElement>(".files")!;
  let files: File[] = [];
  const size = (n: number) => (n > 1e6 ? \`\${(n / 1e6).toFixed(1)} MB\` : \`\${Math.ceil(n / 1e3)} KB\`);
  const render = () => {
    list.replaceChildren(...files.map((file, index) => {
      const item = document.createElement("li");
      const name = document.createElement("span");
      name.textContent = file.name;
      const meta = document.createElement("small");
      meta.textContent = size(file.size);
      const remove = document.createElement("button");
      remove.type = "button";
      remove.textContent = "Remove";
      remove.setAttribute("aria-label", \`Remove \${file.name}\`);
      remove.addEventListener("click", () => {
        files = files.filter((_, k) => k !== index);
        render();
      });
      item.append(name, meta, remove);
      return item;
    }));
  };
  const onChange = () => {
    files = [...files, ...(input.files ? [...input.files] : [])];
    input.value = "";
    render();
  };
  const onOver = (event: DragEvent) => {
    event.preventDefault();
    root.classList.add("is-over");
  };
  const onLeave = () => root.classList.remove("is-over");
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    root.classList.remove("is-over");
    files = [...files, ...(event.dataTransfer ? [...event.dataTransfer.files] : [])];
    render();
  };
  input.addEventListener("change", onChange);
  zone.addEventListener("dragover", onOver);
  zone.addEventListener("dragleave", onLeave);
  zone.addEventListener("drop", onDrop);
  return () => {
    input.removeEventListener("change", onChange);
    zone.removeEventListener("dragover", onOver);
    zone.removeEventListener("dragleave", onLeave);
    zone.removeEventListener("drop", onDrop);
    list.replaceChildren();
  };
}`,
  },
];

// Formats the amount as you type: digits and one decimal point are kept, thousands get separators and the caret stays
// after the same digit; two decimals are allowed (none for yen) and leaving the field pads them. The currency select
// is component state (symbol, balance, rate); this reads its value to check the balance and work out the fee and what
// the recipient gets. Chips add to the amount and Max fills in the balance.
const CURRENCIES: Record<string, { balance: number; rate: number; decimals: number; fixedFee: number; step: number }> = {
  GBP: { balance: 2480.16, rate: 1.1642, decimals: 2, fixedFee: 0.6, step: 1 },
  USD: { balance: 1032.5, rate: 0.9218, decimals: 2, fixedFee: 0.8, step: 1 },
  JPY: { balance: 184200, rate: 0.00612, decimals: 0, fixedFee: 90, step: 100 },
};
const SYMBOL: Record<string, string> = { GBP: "£", USD: "$", JPY: "¥" };

function mount(root: HTMLElement): () => void {
  const input = root.querySelector<HTMLInputElement>(".amount")!;
  const select = root.querySelector<HTMLSelectElement>(".select")!;
  const box = root.querySelector<HTMLElement>(".box")!;
  const hintText = root.querySelector<HTMLElement>(".hint-text")!;
  const fee = root.querySelector<HTMLElement>(".fee")!;
  const gets = root.querySelector<HTMLElement>(".gets-value")!;
  const submit = root.querySelector<HTMLButtonElement>(".submit")!;
  const chips = [...root.querySelectorAll<HTMLButtonElement>(".chip:not(.max)")];
  const max = root.querySelector<HTMLButtonElement>(".chip.max")!;
  const steps = [50, 100, 500];

  const info = () => CURRENCIES[select.value] ?? CURRENCIES.GBP!;
  const money = (value: number, decimals: number) =>
    value.toLocaleString("en-GB", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const parse = () => Number(input.value.replace(/,/g, "")) || 0;

  const format = (raw: string, decimals: number) => {
    let clean = raw.replace(/[^\d.]/g, "");
    const dot = clean.indexOf(".");
    if (dot !== -1) clean = clean.slice(0, dot + 1) + clean.slice(dot + 1).replace(/\./g, "");
    let [whole = "", fraction] = clean.split(".");
    whole = whole.replace(/^0+(?=\d)/, "");
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
    if (decimals === 0 || fraction === undefined) return grouped;
    return `${grouped || "0"}.${fraction.slice(0, decimals)}`;
  };
  const update = () => {
    const c = info();
    const amount = parse();
    const cost = amount > 0 ? amount * 0.0035 + c.fixedFee : 0;
    fee.textContent = `${SYMBOL[select.value]}${money(cost, c.decimals)}`;
    gets.textContent = `€${money(Math.max(0, (amount - cost) * c.rate), 2)}`;
    const over = amount > c.balance;
    const under = amount > 0 && amount < c.step;
    box.classList.toggle("is-error", over || under);
    input.setAttribute("aria-invalid", String(over || under));
    hintText.textContent = over ? "That’s more than your balance of " : under ? `The smallest transfer is ${SYMBOL[select.value]}${c.step} · Balance ` : "Balance ";
    submit.disabled = over || amount <= 0;
    box.classList.toggle("is-long", input.value.length > 9);
  };
  const onInput = () => {
    const c = info();
    const caret = input.selectionStart ?? input.value.length;
    const digitsBefore = input.value.slice(0, caret).replace(/[^\d.]/g, "").length;
    input.value = format(input.value, c.decimals);
    let pos = 0;
    for (let seen = 0; pos < input.value.length && seen < digitsBefore; pos++) if (/[\d.]/.test(input.value[pos]!)) seen++;
    input.setSelectionRange(pos, pos);
    update();
  };
  const settle = () => {
    const c = info();
    input.value = input.value.trim() === "" ? "" : money(Number(parse().toFixed(c.decimals)), c.decimals);
    update();
  };
  const onChip = (event: MouseEvent) => {
    const index = chips.indexOf(event.currentTarget as HTMLButtonElement);
    input.value = String(parse() + steps[index]! * info().step);
    settle();
  };
  const onMax = () => {
    input.value = String(info().balance);
    settle();
  };
  const onCurrency = () => settle();

  input.addEventListener("input", onInput);
  input.addEventListener("blur", settle);
  select.addEventListener("change", onCurrency);
  chips.forEach((chip) => chip.addEventListener("click", onChip));
  max.addEventListener("click", onMax);
  return () => {
    input.removeEventListener("input", onInput);
    input.removeEventListener("blur", settle);
    select.removeEventListener("change", onCurrency);
    chips.forEach((chip) => chip.removeEventListener("click", onChip));
    max.removeEventListener("click", onMax);
  };
}

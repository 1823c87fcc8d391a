import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import ContactForm from "../../../src/components/contact/ContactForm";
import { captchaAnswer, captchaQuestion, type FetchSpy, renderForm, setUpFormTests } from "../../../test-support/forms";
import { jsonResponse, sentBody, sentHeader, spyOnFetch } from "../../../test-support/fetch";
import { JEST_BOT_CHECK } from "../../../test-support/jest/obtainSolution";

const SUCCESS = "✓ Message sent successfully! We'll get back to you soon.";

// Formik validates the whole schema on every keystroke; typing whole messages takes a while in jsdom.
jest.setTimeout(45_000);

let fetchSpy: FetchSpy;
setUpFormTests((spy) => (fetchSpy = spy));

const setup = () => renderForm(<ContactForm />);

const field = (name: RegExp) => screen.getByRole("textbox", { name });
const submit = () => screen.getByRole("button", { name: /send message|sending/i });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/full name/i), "Gul Rahman");
  await user.type(field(/email address/i), "gul@example.pk");
  await user.type(screen.getByRole("textbox", { name: /contact number/i }), "0300 1234567");
  await user.type(field(/subject/i), "Flood relief in Charsadda");
  await user.click(field(/^message/i));
  await user.paste("When will relief camps open near Charsadda?");
  await user.type(screen.getByLabelText(/^what is/i), captchaAnswer());
}

describe("ContactForm", () => {
  it("labels every field and makes the contact number a phone field", () => {
    setup();
    expect(field(/full name/i)).toBeRequired();
    expect(field(/email address/i)).toHaveAttribute("type", "email");
    expect(screen.getByRole("textbox", { name: /contact number/i })).toHaveAttribute("type", "tel");
    expect(field(/subject/i)).toBeRequired();
    expect(field(/^message/i).tagName).toBe("TEXTAREA");
    expect(screen.getByRole("button", { name: "New question" })).toBeInTheDocument();
  });

  it("shows an error for each empty required field, focuses the first one and sends nothing", async () => {
    const user = setup();
    await user.click(submit());
    expect(await screen.findByText("Name is required")).toBeInTheDocument();

    for (const [name, message] of [
      [/full name/i, "Name is required"],
      [/email address/i, "Email is required"],
      [/contact number/i, "Contact number is required"],
      [/subject/i, "Subject is required"],
      [/^message/i, "Message is required"],
    ] as const) {
      const input = screen.getByRole("textbox", { name });
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    await waitFor(() => expect(field(/full name/i)).toHaveFocus());
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("rejects a badly formed email and phone number, and shows errors only after leaving a field", async () => {
    const user = setup();
    await user.type(field(/email address/i), "gul@");
    expect(screen.queryByText("Enter a valid email address")).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();

    await user.type(screen.getByRole("textbox", { name: /contact number/i }), "12ab");
    await user.tab();
    expect(await screen.findByText("Enter a valid phone number")).toBeInTheDocument();

    await user.clear(screen.getByRole("textbox", { name: /contact number/i }));
    await user.type(screen.getByRole("textbox", { name: /contact number/i }), "+92 91 5840011");
    await waitFor(() =>
      expect(screen.queryByText("Enter a valid phone number")).not.toBeInTheDocument(),
    );
  });

  it("sends the message with an idempotency key, shows success for 5 s and resets everything", async () => {
    fetchSpy.mockResolvedValue(jsonResponse({ message: "Message received" }, 201));
    const user = setup();
    await fillValid(user);
    await user.click(submit());

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0][0]).toBe("/api/contacts");
    expect((fetchSpy.mock.calls[0][1] as RequestInit).method).toBe("POST");
    expect(sentBody(fetchSpy)).toEqual({
      name: "Gul Rahman",
      email: "gul@example.pk",
      contactNumber: "0300 1234567",
      subject: "Flood relief in Charsadda",
      message: "When will relief camps open near Charsadda?",
      website: "",
      // The solved bot check (in the browser: from the server's challenge, solved in a worker).
      altcha: JEST_BOT_CHECK,
    });
    expect(sentHeader(fetchSpy, "Idempotency-Key")).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );

    expect(field(/full name/i)).toHaveValue("");
    expect(field(/^message/i)).toHaveValue("");
    expect(screen.getByLabelText(/^what is/i)).toHaveValue("");
    expect(field(/full name/i)).not.toHaveAttribute("aria-invalid");

    act(() => jest.advanceTimersByTime(4_900));
    expect(screen.getByText(SUCCESS)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
  });

  it("reads 'Sending...' while sending and cannot be sent twice", async () => {
    let answer: (response: Response) => void = () => {};
    fetchSpy.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const user = setup();
    await fillValid(user);
    await user.click(submit());

    const button = await screen.findByRole("button", { name: "Sending..." });
    expect(button).toBeDisabled();
    await user.click(button);
    await user.keyboard("{Enter}");
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    await act(async () => answer(jsonResponse({ message: "ok" }, 201)));
    expect(await screen.findByRole("button", { name: "Send Message" })).toBeEnabled();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  describe("captcha", () => {
    it("a wrong answer shows the error, asks a new question and sends nothing", async () => {
      // Questions 1 + 1, then 10 × 10: the second differs from the first.
      const random = jest.spyOn(Math, "random");
      random.mockReturnValueOnce(0).mockReturnValueOnce(0).mockReturnValueOnce(0);
      random.mockReturnValueOnce(0.99).mockReturnValueOnce(0.99).mockReturnValueOnce(0.99);
      const user = setup();
      expect(captchaQuestion()).toMatch(/1 \+ 1/);
      await fillValid(user);
      await user.clear(screen.getByLabelText(/^what is/i));
      await user.type(screen.getByLabelText(/^what is/i), "3");
      await user.click(submit());

      const captcha = screen.getByLabelText(/^what is/i);
      expect(await screen.findByText("Incorrect answer. Please try again.")).toBeInTheDocument();
      expect(captchaQuestion()).toMatch(/10 × 10/);
      expect(captcha).toHaveValue("");
      expect(captcha).toHaveFocus();
      expect(captcha).toHaveAttribute("aria-invalid", "true");
      expect(captcha).toHaveAccessibleDescription(expect.stringContaining("Incorrect answer"));
      expect(fetchSpy).not.toHaveBeenCalled();
      // Nothing else typed is lost.
      expect(field(/full name/i)).toHaveValue("Gul Rahman");
    });

    it("accepts the answer with spaces around it", async () => {
      fetchSpy.mockResolvedValue(jsonResponse({ message: "ok" }, 201));
      const user = setup();
      await fillValid(user);
      const answer = captchaAnswer();
      await user.clear(screen.getByLabelText(/^what is/i));
      await user.type(screen.getByLabelText(/^what is/i), `  ${answer} `);
      await user.click(submit());
      expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    });

    it("typing clears the captcha error, which otherwise hides after 5 s", async () => {
      const user = setup();
      await fillValid(user);
      await user.clear(screen.getByLabelText(/^what is/i));
      await user.type(screen.getByLabelText(/^what is/i), "999");
      await user.click(submit());
      expect(await screen.findByText("Incorrect answer. Please try again.")).toBeInTheDocument();
      await user.type(screen.getByLabelText(/^what is/i), "4");
      expect(screen.queryByText("Incorrect answer. Please try again.")).not.toBeInTheDocument();

      await user.clear(screen.getByLabelText(/^what is/i));
      await user.type(screen.getByLabelText(/^what is/i), "999");
      await user.click(submit());
      expect(await screen.findByText("Incorrect answer. Please try again.")).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(4_900));
      expect(screen.getByText("Incorrect answer. Please try again.")).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByText("Incorrect answer. Please try again.")).not.toBeInTheDocument();
    });

    it("the refresh button asks a new question and empties the answer", async () => {
      const random = jest.spyOn(Math, "random");
      random.mockReturnValueOnce(0).mockReturnValueOnce(0).mockReturnValueOnce(0);
      random.mockReturnValueOnce(0.5).mockReturnValueOnce(0.2).mockReturnValueOnce(0.99);
      const user = setup();
      expect(captchaQuestion()).toMatch(/1 \+ 1/);
      await user.type(screen.getByLabelText(/^what is/i), "2");
      await user.click(screen.getByRole("button", { name: "New question" }));
      expect(captchaQuestion()).toMatch(/6 × 3/);
      expect(screen.getByLabelText(/^what is/i)).toHaveValue("");
    });
  });

  describe("failures keep everything typed", () => {
    it("an answer without a message shows the generic error for 7 s", async () => {
      fetchSpy.mockResolvedValue(jsonResponse({}));
      const user = setup();
      await fillValid(user);
      const answer = (screen.getByLabelText(/^what is/i) as HTMLInputElement).value;
      await user.click(submit());

      const banner = await screen.findByText(
        "There was an issue with your submission. Please try again.",
      );
      expect(banner.closest("[role=alert]")).not.toBeNull();
      expect(field(/full name/i)).toHaveValue("Gul Rahman");
      expect(field(/^message/i)).toHaveValue("When will relief camps open near Charsadda?");
      expect(screen.getByLabelText(/^what is/i)).toHaveValue(answer);

      act(() => jest.advanceTimersByTime(6_900));
      expect(banner).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(
        screen.queryByText("There was an issue with your submission. Please try again."),
      ).not.toBeInTheDocument();
    });

    it("a refused request shows the server's message", async () => {
      fetchSpy.mockResolvedValue(
        jsonResponse({ message: "Too many messages. Try again later." }, 429),
      );
      const user = setup();
      await fillValid(user);
      await user.click(submit());
      expect(await screen.findByText("Too many messages. Try again later.")).toBeInTheDocument();
      expect(field(/subject/i)).toHaveValue("Flood relief in Charsadda");
    });

    it("an error without a message shows 'An error occurred. Please try again.'", async () => {
      fetchSpy.mockResolvedValue({
        ok: true,
        status: 200,
        text: () => Promise.reject(new Error("")),
      } as unknown as Response);
      const user = setup();
      await fillValid(user);
      await user.click(submit());
      expect(await screen.findByText("An error occurred. Please try again.")).toBeInTheDocument();
    });

    it("after a network failure, resending the same message reuses its idempotency key", async () => {
      fetchSpy
        .mockRejectedValueOnce(new TypeError("Failed to fetch"))
        .mockResolvedValueOnce(jsonResponse({ message: "ok" }, 201));
      const user = setup();
      await fillValid(user);
      await user.click(submit());
      expect(
        await screen.findByText(
          "Could not reach the server. Please check your connection and try again.",
        ),
      ).toBeInTheDocument();
      expect(field(/full name/i)).toHaveValue("Gul Rahman");

      await user.click(submit());
      expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
      expect(fetchSpy).toHaveBeenCalledTimes(2);
      expect(sentHeader(fetchSpy, "Idempotency-Key", 1)).toBe(
        sentHeader(fetchSpy, "Idempotency-Key", 0),
      );
    });

    it("a changed message after a network failure gets a new key", async () => {
      fetchSpy
        .mockRejectedValueOnce(new TypeError("Failed to fetch"))
        .mockResolvedValueOnce(jsonResponse({ message: "ok" }, 201));
      const user = setup();
      await fillValid(user);
      await user.click(submit());
      await screen.findByText(/could not reach the server/i);
      await user.type(field(/subject/i), " (urgent)");
      await user.click(submit());
      await screen.findByText(SUCCESS);
      expect(sentHeader(fetchSpy, "Idempotency-Key", 1)).not.toBe(
        sentHeader(fetchSpy, "Idempotency-Key", 0),
      );
    });
  });

  it("keeps a hidden honeypot out of reach of people", () => {
    const { container } = render(<ContactForm />);
    const trap = container.querySelector<HTMLInputElement>("input[name=website]");
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap?.closest("[aria-hidden=true]")).not.toBeNull();
  });
});

describe("ContactForm and the server's own validation", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    fetchSpy = spyOnFetch();
    jest.spyOn(console, "error").mockImplementation(() => {});
  });

  it("shows the server's per-field errors on the fields and focuses the first", async () => {
    fetchSpy.mockResolvedValue(
      jsonResponse({
        message: "Please correct the highlighted fields and try again.",
        errors: { subject: "Subject is not allowed" },
      }, 400),
    );
    const user = setup();
    await fillValid(user);
    await user.click(submit());
    expect(
      await screen.findByText("Please correct the highlighted fields and try again."),
    ).toBeInTheDocument();
    expect(field(/subject/i)).toHaveAttribute("aria-invalid", "true");
    expect(field(/subject/i)).toHaveAccessibleDescription("Subject is not allowed");
    await waitFor(() => expect(field(/subject/i)).toHaveFocus());
    expect(field(/full name/i)).toHaveValue("Gul Rahman");
  });
});

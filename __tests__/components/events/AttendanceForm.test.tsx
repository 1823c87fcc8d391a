/** "I will attend": its fields and rules, what is sent, a refusal's reason, and the events that take no answers. */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import path from "node:path";
import React from "react";
import AttendanceForm from "../../../src/components/events/AttendanceForm";
import EventAttendance from "../../../src/components/events/EventAttendance";
import { captchaAnswer, type FetchSpy, renderForm, setUpFormTests } from "../../../test-support/forms";
import { jsonResponse, sentBody, sentHeader } from "../../../test-support/fetch";
import { publicEvent } from "../../../test-support/fixtures/events";
import { districtChoices } from "../../../gatsby/districtNames";
import { JEST_BOT_CHECK } from "../../../test-support/jest/obtainSolution";
import en from "../../../data/i18n/en/events.json";
import forms from "../../../data/i18n/en/forms.json";

jest.setTimeout(45_000);

let fetchSpy: FetchSpy;
setUpFormTests((spy) => (fetchSpy = spy));

const ROOT = path.resolve(__dirname, "../../..");
const DISTRICTS = districtChoices("en", ROOT);
const setup = () => renderForm(<AttendanceForm slug="peshawar-jalsa" districts={DISTRICTS} />);

async function fillValid(user: ReturnType<typeof userEvent.setup>, mobile = "0300 1234567") {
  await user.type(screen.getByRole("textbox", { name: en["label.name"] }), "Gul Khan");
  await user.type(screen.getByRole("textbox", { name: en["label.mobile"] }), mobile);
  await user.selectOptions(screen.getByRole("combobox", { name: en["label.district"] }), "Charsadda");
  await user.click(screen.getByRole("checkbox", { name: /may keep my name and number/ }));
  await user.type(screen.getByLabelText(/^what is/i), captchaAnswer());
}

it("asks for name, mobile, district, an optional email and consent, stating the retention period", () => {
  setup();
  expect(screen.getByRole("heading", { level: 2, name: en.attendTitle })).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: en["label.mobile"] })).toHaveAttribute("type", "tel");
  expect(screen.getByRole("textbox", { name: new RegExp(en["label.email"]) })).not.toBeRequired();
  expect(screen.getAllByRole("option")).toHaveLength(37);
  expect(screen.getByRole("checkbox")).toHaveAccessibleName(
    "The party may keep my name and number for this event. They are deleted 30 days after it ends.",
  );
});

it("sends nothing without consent, and says why", async () => {
  const user = setup();
  await user.click(screen.getByRole("button", { name: en.attendSubmit }));
  expect(await screen.findByText(forms["error.consent"])).toBeInTheDocument();
  expect(screen.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
  expect(fetchSpy).not.toHaveBeenCalled();
});

it("sends the answer with Eastern digits as 0-9, an idempotency key and the bot check, then thanks", async () => {
  fetchSpy.mockResolvedValue(jsonResponse({ message: forms.attendanceSuccess }, 201));
  const user = setup();
  await fillValid(user, "۰۳۰۰ ۱۲۳۴۵۶۷");
  await user.click(screen.getByRole("button", { name: en.attendSubmit }));
  expect(await screen.findByText(forms.attendanceSuccess)).toBeInTheDocument();
  expect(fetchSpy.mock.calls[0][0]).toBe("/api/events/peshawar-jalsa/attendance");
  expect(sentBody(fetchSpy)).toEqual({
    name: "Gul Khan",
    mobile: "0300 1234567",
    district: "Charsadda",
    email: "",
    consent: true,
    website: "",
    altcha: JEST_BOT_CHECK,
  });
  expect(sentHeader(fetchSpy, "Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
});

it("shows the server's reason when the event was cancelled meanwhile", async () => {
  fetchSpy.mockResolvedValue(jsonResponse({ message: "This event has been cancelled; it no longer takes attendance." }, 409));
  const user = setup();
  await fillValid(user);
  await user.click(screen.getByRole("button", { name: en.attendSubmit }));
  expect(await screen.findByText("This event has been cancelled; it no longer takes attendance.")).toBeInTheDocument();
});

it("in place of the form, says why a cancelled, ended or undated event takes no answers", () => {
  const cases = [
    [publicEvent(1, { status: "cancelled", acceptsAttendance: false }), en.closedCancelled],
    [publicEvent(2, { acceptsAttendance: false }), en.closedPast],
    [publicEvent(3, { status: "postponed", dateToBeAnnounced: true, acceptsAttendance: false }), en.closedUndated],
  ] as const;
  for (const [event, reason] of cases) {
    const { unmount } = render(<EventAttendance event={event} />);
    expect(screen.getByRole("note")).toHaveTextContent(reason);
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    unmount();
  }
});

import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import SecondFactorForm from "../../../src/admin/signin/SecondFactorForm";

const EMPTY_CODE = "Enter the code from your authenticator app";

describe("the second-factor form", () => {
  it("says nothing while the code field is left empty (to open the app), and asks for the code once sent empty", async () => {
    const send = jest.fn(async () => undefined);
    render(<SecondFactorForm onSubmitCode={send} acceptsRecoveryCode submitLabel="Verify and sign in" pendingLabel="Verifying…" idPrefix="sign-in" />);
    const code = screen.getByLabelText("Code from your authenticator app");
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.tab();
    expect(code).not.toHaveFocus();
    // Leaving the field is not a mistake yet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(EMPTY_CODE)).not.toBeInTheDocument();
    expect(code).not.toHaveAttribute("aria-invalid");

    await userEvent.click(screen.getByRole("button", { name: "Verify and sign in" }));
    expect(await screen.findByText(EMPTY_CODE)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });
});

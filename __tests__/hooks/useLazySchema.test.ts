import { renderHook } from "@testing-library/react";
import { useLazySchema } from "../../src/hooks/useLazySchema";

describe("useLazySchema", () => {
  it("builds nothing while rendering, then once for the edition's text, and again when the text changes", () => {
    const build = jest.fn((text: { required: string }) => ({ message: text.required }));
    const english = { required: "This field is required" };
    const { result, rerender } = renderHook(({ text }) => useLazySchema(build, text), {
      initialProps: { text: english },
    });
    rerender({ text: english });
    expect(build).not.toHaveBeenCalled();

    expect(result.current().message).toBe("This field is required");
    expect(result.current()).toBe(result.current());
    expect(build).toHaveBeenCalledTimes(1);

    rerender({ text: { required: "دا خانه اړینه ده" } });
    expect(result.current().message).toBe("دا خانه اړینه ده");
    expect(build).toHaveBeenCalledTimes(2);
  });
});

import path from "node:path";
import { checkData, formatProblem } from "../../gatsby/data-checks";

describe("the committed data/", () => {
  it("passes every data check", () => {
    expect(checkData(path.resolve(__dirname, "../..")).map(formatProblem)).toEqual([]);
  });
});

import type { StaffRole } from "../../../contract/validation/staff";

/** A staff account as GET /api/admin/staff lists it. */
export type StaffAccount = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  createdAt: string;
  lastLoginAt: string | null;
};

/** A slow, salted password hash. The encoded hash carries its own parameters and salt. */
export interface PasswordHasherPort {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a hash this hasher cannot read. */
  verify(password: string, encodedHash: string): Promise<boolean>;
}

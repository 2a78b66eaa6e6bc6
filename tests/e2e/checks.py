"""What the end-to-end scripts share: named checks that count passes and
failures (a failure prints its name and the detail), and the closing line
that ctest's log shows, "N passed, N failed", with the exit status."""
import sys


class Checks:
    def __init__(self):
        self.passed = self.failed = 0

    def __call__(self, name, cond, detail=""):
        if cond:
            self.passed += 1
        else:
            self.failed += 1
            print(f"FAIL {name}\n{detail}")
        return bool(cond)

    def finish(self):
        print(f"{self.passed} passed, {self.failed} failed")
        sys.exit(1 if self.failed else 0)

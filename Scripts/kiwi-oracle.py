#!/usr/bin/env python3
"""Writes the Cassowary solver's oracle fixtures: seeded random layout-like systems solved by kiwisolver.

Each system is a list of steps (add or remove a constraint, add or remove an edit variable, suggest a value,
change a constraint's constant) with kiwisolver's outcome of each step (done, or the error it raised) and
every variable's value after it. Tests/CassowaryTests/Oracle/KiwiOracleTests.swift replays the steps through
the Swift solver and compares (docs/decisions.md, "Layout: checked against kiwisolver"). kiwi has no constant
change: it is written for kiwi as a removal and an addition of the changed constraint, and for the Swift
solver as `setConstant(_:of:)`, which changes the constant in place.

So that every solution is the only optimal one, every variable has a weak preference of its own (a "stay"),
and every non-required strength is a named strength times a random factor: two different solutions then
cost the same only by a coincidence of measure zero. The "ties" systems leave that out (named strengths only,
no stays, so that many solutions are optimal) and change no constant: there the Swift solver must pivot
exactly as kiwi does to find the same one.

Usage:
    python3 Scripts/kiwi-oracle.py            writes Tests/Fixtures/kiwi-oracle/systems.json
    python3 Scripts/kiwi-oracle.py --check    regenerates it with kiwisolver and compares with the committed
                                              file: exit 0 when they agree (values within 1e-9), 1 naming the
                                              first difference, 2 when kiwisolver is not installed
CI runs the check (.ci/run); `swift test` needs only the committed file.
"""
import json
import os
import random
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURE = os.path.join(ROOT, "Tests", "Fixtures", "kiwi-oracle", "systems.json")
SEED = 20261127
TOLERANCE = 1e-9

REQUIRED = 1001001000.0
STRONG = 1000000.0
MEDIUM = 1000.0
WEAK = 1.0


def rounded(value):
    """A value written with 12 significant digits (far finer than the tests' tolerance of 1e-6)."""
    return float(f"{value:.12g}") + 0.0


class System:
    """One generated system: the kiwi solver, its variables and constraints, and the steps written so far."""

    def __init__(self, kiwi, name, variable_count, generic):
        self.kiwi = kiwi
        self.generic = generic
        self.name = name
        self.solver = kiwi.Solver()
        self.variables = [kiwi.Variable(f"v{index}") for index in range(variable_count)]
        self.constraints = {}  # id -> (kiwi constraint, terms, constant, relation, strength)
        self.next_id = 0
        self.edits = set()
        self.steps = []
        self.skipped = 0

    def make(self, terms, constant, relation, strength):
        kiwi = self.kiwi
        expression = kiwi.Expression([kiwi.Term(self.variables[v], c) for v, c in terms], constant)
        return kiwi.Constraint(expression, relation, strength)

    def record(self, step, outcome):
        self.solver.updateVariables()
        step["outcome"] = outcome
        step["values"] = [rounded(variable.value()) for variable in self.variables]
        self.steps.append(step)

    def add(self, terms, constant, relation, strength):
        constraint = self.make(terms, constant, relation, strength)
        identifier = self.next_id
        self.next_id += 1
        step = {"op": "add", "id": identifier, "terms": [[v, c] for v, c in terms], "constant": constant,
                "relation": relation, "strength": strength}
        outcome = attempt(lambda: self.solver.addConstraint(constraint), self.kiwi)
        if outcome != "done":
            # kiwi keeps part of a refused constraint in its tableau: the refusal is found in a child process,
            # and this solver goes on without it (as the Swift solver does). Where many solutions are
            # optimal, a refusal is left out, since which one the solver keeps then depends on its pivots.
            if outcome == "unsatisfiable" and self.generic:
                self.record(step, "unsatisfiable")
            return None
        self.solver.addConstraint(constraint)
        self.constraints[identifier] = (constraint, terms, constant, relation, strength)
        self.record(step, "done")
        return identifier

    def remove(self, identifier):
        constraint = self.constraints.pop(identifier)[0]
        self.solver.removeConstraint(constraint)
        self.record({"op": "remove", "id": identifier}, "done")

    def set_constant(self, identifier, constant):
        """kiwi has no constant change: the constraint is removed and added again with the new constant; when
        that one is unsatisfiable, the former one goes back (as the Swift solver keeps it)."""
        old, terms, old_constant, relation, strength = self.constraints[identifier]
        changed = self.make(terms, constant, relation, strength)
        step = {"op": "setConstant", "id": identifier, "constant": constant}

        def change():
            self.solver.removeConstraint(old)
            self.solver.addConstraint(changed)
        outcome = attempt(change, self.kiwi)
        if outcome != "done":
            if outcome == "unsatisfiable":
                self.record(step, "unsatisfiable")
            return
        change()
        self.constraints[identifier] = (changed, terms, constant, relation, strength)
        self.record(step, "done")

    def add_edit(self, variable, strength):
        self.solver.addEditVariable(self.variables[variable], strength)
        self.edits.add(variable)
        self.record({"op": "addEdit", "variable": variable, "strength": strength}, "done")

    def suggest(self, variable, value):
        if attempt(lambda: self.solver.suggestValue(self.variables[variable], value), self.kiwi) != "done":
            # kiwi's dual simplex failed ("Dual optimize failed", which aborts the process from a destructor):
            # the suggestion is left out and counted.
            self.skipped += 1
            return
        self.solver.suggestValue(self.variables[variable], value)
        self.record({"op": "suggest", "variable": variable, "value": value}, "done")

    def remove_edit(self, variable):
        self.solver.removeEditVariable(self.variables[variable])
        self.edits.discard(variable)
        self.record({"op": "removeEdit", "variable": variable}, "done")

    def errors(self, random_source):
        """The errors kiwi raises for misuse, each once: the Swift solver must raise the same."""
        kiwi = self.kiwi
        if self.constraints:
            identifier = random_source.choice(sorted(self.constraints))
            constraint, terms, constant, relation, strength = self.constraints[identifier]
            try:
                self.solver.addConstraint(constraint)
            except kiwi.DuplicateConstraint:
                self.record({"op": "add", "id": identifier, "terms": [[v, c] for v, c in terms],
                             "constant": constant, "relation": relation, "strength": strength, "again": True},
                            "duplicate")
        free = [index for index in range(len(self.variables)) if index not in self.edits]
        variable = random_source.choice(free)
        try:
            self.solver.suggestValue(self.variables[variable], 1.0)
        except kiwi.UnknownEditVariable:
            self.record({"op": "suggest", "variable": variable, "value": 1.0}, "unknownEditVariable")
        try:
            self.solver.addEditVariable(self.variables[variable], REQUIRED)
        except kiwi.BadRequiredStrength:
            self.record({"op": "addEdit", "variable": variable, "strength": REQUIRED}, "badRequiredStrength")
        if self.edits:
            edited = random_source.choice(sorted(self.edits))
            try:
                self.solver.addEditVariable(self.variables[edited], STRONG)
            except kiwi.DuplicateEditVariable:
                self.record({"op": "addEdit", "variable": edited, "strength": STRONG}, "duplicateEditVariable")

    def fixture(self):
        return {"name": self.name, "variables": len(self.variables), "kiwiFailuresSkipped": self.skipped,
                "steps": self.steps}


def attempt(operation, kiwi):
    """How `operation` ends in a child process: "done", "unsatisfiable" (kiwi refused a constraint) or
    "failed" (kiwi aborts the process on some internal errors, from a destructor)."""
    pid = os.fork()
    if pid == 0:
        os.close(2)
        try:
            operation()
        except kiwi.UnsatisfiableConstraint:
            os._exit(3)
        os._exit(0)
    status = os.waitpid(pid, 0)[1]
    return "done" if status == 0 else "unsatisfiable" if os.WEXITSTATUS(status) == 3 else "failed"


def strength_of(random_source, generic, required_share=0.35):
    """Required with probability `required_share`, else strong, medium or weak (times a random factor in
    [1, 2) when `generic`)."""
    if random_source.random() < required_share:
        return REQUIRED
    named = random_source.choice([STRONG, MEDIUM, WEAK])
    return rounded(named * (1 + random_source.random())) if generic else named


def screen(kiwi, name, random_source, views, steps, generic=True):
    """A row of `views` views on one axis: each view's left, width and right (right = left + width, required),
    a screen width, minimum widths, spacings, equal widths, centres, ratios; then removals, constant changes,
    pans through edit variables, and the misuse errors."""
    system = System(kiwi, name, 3 * views + 1, generic)
    rand = random_source
    left = lambda i: 3 * i
    width = lambda i: 3 * i + 1
    right = lambda i: 3 * i + 2
    screen_width = 3 * views
    if generic:
        # One weak preference per variable, in the order of the variables (which also gives every variable its
        # solver symbol in that order, in kiwi as in the Swift solver).
        for variable in range(len(system.variables)):
            system.add([[variable, 1.0]], -float(rand.randrange(0, 400)), "==", rounded(WEAK * (1 + rand.random())))
    else:
        # A constraint of strength 0 per variable, which costs nothing and changes no solution, only gives
        # every variable its symbol in the order of the variables: kiwi orders a constraint's variables by
        # their address in memory, which changes from run to run.
        for variable in range(len(system.variables)):
            system.add([[variable, 1.0]], 0.0, "==", 0.0)
    system.add([[screen_width, 1.0]], -float(rand.choice([320, 375, 414, 768])), "==", REQUIRED)
    for i in range(views):
        system.add([[right(i), 1.0], [left(i), -1.0], [width(i), -1.0]], 0.0, "==", REQUIRED)
        system.add([[width(i), 1.0]], -float(rand.randrange(0, 60)), ">=", strength_of(rand, generic, 0.6))
        system.add([[left(i), 1.0]], 0.0, ">=", REQUIRED)
        system.add([[right(i), 1.0], [screen_width, -1.0]], 0.0, "<=", strength_of(rand, generic, 0.7))
    kinds = ["chain", "spacing", "equalWidths", "centre", "ratio", "preferredWidth"]
    for _ in range(views * 2):
        i, j = rand.randrange(views), rand.randrange(views)
        if i == j:
            continue
        kind = rand.choice(kinds)
        gap = float(rand.randrange(0, 24))
        strength = strength_of(rand, generic)
        if kind == "chain":
            system.add([[left(j), 1.0], [right(i), -1.0]], -gap, "==", strength)
        elif kind == "spacing":
            system.add([[left(j), 1.0], [right(i), -1.0]], -gap, ">=", strength)
        elif kind == "equalWidths":
            system.add([[width(i), 1.0], [width(j), -1.0]], 0.0, "==", strength)
        elif kind == "centre":
            system.add([[left(i), 1.0], [right(i), 1.0], [left(j), -1.0], [right(j), -1.0]], 0.0, "==", strength)
        elif kind == "ratio":
            system.add([[width(i), 1.0], [width(j), -rand.choice([0.5, 2.0, 1.5])]], 0.0, "==", strength)
        else:
            system.add([[width(i), 1.0]], -float(rand.randrange(20, 200)), "<=", strength)
    for _ in range(steps):
        action = rand.random()
        if action < 0.2 and system.constraints:
            system.remove(rand.choice(sorted(system.constraints)))
        elif action < 0.45 and system.constraints and generic:
            identifier = rand.choice(sorted(system.constraints))
            system.set_constant(identifier, -float(rand.randrange(0, 400)))
        elif action < 0.9:
            variable = rand.choice([left(rand.randrange(views)), width(rand.randrange(views))])
            if variable not in system.edits:
                system.add_edit(variable, strength_of(rand, generic, 0.0))
            for _ in range(rand.randrange(1, 6)):
                system.suggest(variable, float(rand.randrange(-50, 450)))
            if rand.random() < 0.5:
                system.remove_edit(variable)
        else:
            i, j = rand.randrange(views), rand.randrange(views)
            system.add([[left(j), 1.0], [right(i), -1.0]], -float(rand.randrange(0, 24)), rand.choice(
                ["==", ">=", "<="]), strength_of(rand, generic))
    system.errors(rand)
    return system.fixture()


def generate():
    import kiwisolver
    rand = random.Random(SEED)
    systems = []
    for index, (views, steps) in enumerate([(1, 10), (2, 16), (3, 24), (4, 30), (6, 40), (8, 40), (12, 40),
                                            (16, 30), (20, 20)]):
        systems.append(screen(kiwisolver, f"screen-{index}-{views}-views", rand, views, steps))
    for index, (views, steps) in enumerate([(2, 16), (4, 24), (6, 30), (10, 30)]):
        systems.append(screen(kiwisolver, f"ties-{index}-{views}-views", rand, views, steps, generic=False))
    return {
        "generator": "Scripts/kiwi-oracle.py",
        "kiwisolver": kiwisolver.__version__,
        "seed": SEED,
        "systems": systems,
    }


def differences(expected, actual, path="$"):
    """The first place where two fixtures differ (numbers within TOLERANCE agree), or None."""
    if isinstance(expected, (int, float)) and isinstance(actual, (int, float)) \
            and not isinstance(expected, bool) and not isinstance(actual, bool):
        return None if abs(expected - actual) <= TOLERANCE * max(1.0, abs(expected)) \
            else f"{path}: {expected} committed, {actual} from kiwisolver"
    if type(expected) is not type(actual):
        return f"{path}: {expected!r} committed, {actual!r} from kiwisolver"
    if isinstance(expected, dict):
        if expected.keys() != actual.keys():
            return f"{path}: keys {sorted(expected)} committed, {sorted(actual)} from kiwisolver"
        for key in expected:
            found = differences(expected[key], actual[key], f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(expected, list):
        if len(expected) != len(actual):
            return f"{path}: {len(expected)} items committed, {len(actual)} from kiwisolver"
        for index, (left, right) in enumerate(zip(expected, actual)):
            found = differences(left, right, f"{path}[{index}]")
            if found:
                return found
        return None
    return None if expected == actual else f"{path}: {expected!r} committed, {actual!r} from kiwisolver"


def main(arguments):
    if arguments not in ([], ["--check"]):
        print("usage: python3 Scripts/kiwi-oracle.py [--check]", file=sys.stderr)
        return 2
    try:
        fixture = generate()
    except ImportError:
        print("kiwi-oracle: kiwisolver is not installed (python3 -m pip install kiwisolver)", file=sys.stderr)
        return 2
    text = json.dumps(fixture, separators=(",", ":")) + "\n"
    if arguments == ["--check"]:
        try:
            with open(FIXTURE) as file:
                committed = json.load(file)
        except (OSError, ValueError) as error:
            print(f"kiwi-oracle: cannot read {os.path.relpath(FIXTURE, ROOT)}: {error}", file=sys.stderr)
            return 1
        found = differences(committed, json.loads(text))
        if found:
            print(f"kiwi-oracle: {os.path.relpath(FIXTURE, ROOT)} differs from kiwisolver's answers at {found}; "
                  "regenerate it with python3 Scripts/kiwi-oracle.py", file=sys.stderr)
            return 1
        steps = sum(len(system["steps"]) for system in fixture["systems"])
        print(f"kiwi-oracle: {len(fixture['systems'])} systems, {steps} steps: the committed fixtures are "
              f"kiwisolver {fixture['kiwisolver']}'s answers")
        return 0
    os.makedirs(os.path.dirname(FIXTURE), exist_ok=True)
    with open(FIXTURE, "w") as file:
        file.write(text)
    print(f"kiwi-oracle: wrote {os.path.relpath(FIXTURE, ROOT)} ({len(text)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

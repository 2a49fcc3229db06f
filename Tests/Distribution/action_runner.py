"""Runs a composite action's steps as GitHub's runner does, for the action
test: inputs with their defaults, `${{ }}` expressions in `env:` and in the
outputs, each `run:` as `bash --noprofile --norc -eo pipefail {0}` in the
workspace with GITHUB_ACTION_PATH set, and the files the runner hands a step
(GITHUB_OUTPUT, GITHUB_ENV, GITHUB_PATH, GITHUB_STEP_SUMMARY) read back
after it. A step that fails stops the action. `run_job` runs a job of a
workflow the same way.

Only the expressions the action needs are understood (context paths and
`||`); anything else is an error, so that action.yml cannot grow one that
this runner would get wrong.
"""
import dataclasses
import json
import os
import pathlib
import re
import subprocess

import yaml

EXPRESSION = re.compile(r"\$\{\{(.*?)\}\}")
PATH = re.compile(r"^[A-Za-z_][A-Za-z0-9_-]*(\.[A-Za-z_][A-Za-z0-9_-]*)*$")


@dataclasses.dataclass
class Result:
    status: int
    log: str
    summary: str
    outputs: dict
    steps_run: list
    # What the steps added to PATH through GITHUB_PATH, for the job's later steps.
    path_added: list


def evaluate(expression, contexts):
    """`a.b.c` looks a path up; `x || y` is the first operand that is not
    empty, as in GitHub's expressions (where '' is falsy)."""
    value = ""
    for operand in (part.strip() for part in expression.split("||")):
        if not PATH.match(operand):
            raise ValueError(f"expression this runner does not know: {expression!r}")
        value = contexts
        for key in operand.split("."):
            value = value.get(key, "") if isinstance(value, dict) else ""
        if value not in ("", None, False):
            return value
    return "" if value is None else value


def substitute(text, contexts):
    return EXPRESSION.sub(lambda match: str(evaluate(match.group(1), contexts)), str(text))


def read_commands_file(path):
    """`name=value` lines and `name<<DELIMITER` blocks, as the runner reads GITHUB_OUTPUT and GITHUB_ENV."""
    values = {}
    lines = pathlib.Path(path).read_text().splitlines()
    index = 0
    while index < len(lines):
        line = lines[index]
        index += 1
        if "<<" in line and ("=" not in line or line.index("<<") < line.index("=")):
            name, delimiter = line.split("<<", 1)
            body = []
            while lines[index] != delimiter:
                body.append(lines[index])
                index += 1
            index += 1
            values[name] = "\n".join(body)
        elif "=" in line:
            name, value = line.split("=", 1)
            values[name] = value
    return values


def run_steps(steps, contexts, base_env, workspace, temp):
    """Each `run:` step as `bash --noprofile --norc -eo pipefail {0}` in the
    workspace, with the runner's files; a step that fails stops the rest.
    Returns the status, the steps run, the log, the summary and what the
    steps added to PATH."""
    temp = pathlib.Path(temp)
    status, steps_run, log, summary_parts = 0, [], [], []
    env_file_values, extra_path = {}, []
    for number, step in enumerate(steps):
        assert "run" in step and step.get("shell", "bash") == "bash", "a step this runner does not run"
        files = {name: temp / f"{name.lower()}-{number}" for name in ("GITHUB_OUTPUT", "GITHUB_ENV", "GITHUB_PATH", "GITHUB_STEP_SUMMARY")}
        for file in files.values():
            file.write_text("")
        env = {**base_env, **env_file_values, **{name: str(file) for name, file in files.items()}}
        env["PATH"] = os.pathsep.join(extra_path + [base_env["PATH"]])
        env.update({name: substitute(value, contexts) for name, value in step.get("env", {}).items()})
        script = temp / f"step-{number}.sh"
        script.write_text(substitute(step["run"], contexts))
        process = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", str(script)], cwd=workspace, env=env,
                                 stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        steps_run.append(step.get("name", f"step {number}"))
        log.append(process.stdout.decode())
        summary_parts.append(files["GITHUB_STEP_SUMMARY"].read_text())
        if "id" in step:
            contexts["steps"][step["id"]] = {"outputs": read_commands_file(files["GITHUB_OUTPUT"])}
        env_file_values.update(read_commands_file(files["GITHUB_ENV"]))
        extra_path = [line for line in files["GITHUB_PATH"].read_text().splitlines() if line][::-1] + extra_path
        if process.returncode != 0:
            status = process.returncode
            break
    return status, steps_run, "".join(log), "".join(summary_parts), extra_path


PINNED = re.compile(r"^\s*- uses: ([\w.-]+/[\w.-]+)@([0-9a-f]{40}) # v[0-9]+\.[0-9]+\.[0-9]+$")


def run_job(workflow_text, job, workspace, environment, temp, overrides=None):
    """Runs one job of a workflow (its text) as a runner runs it on a
    schedule: the job's `env:`, with `overrides` as a user would edit them;
    its `run:` steps in the shell `defaults.run.shell` names, which must be
    bash. Every `uses:` must be pinned by commit with its version in a
    comment, and the only one run is actions/checkout, whose work is done:
    `workspace` is the checkout."""
    workflow = yaml.safe_load(workflow_text)
    assert workflow.get("defaults", {}).get("run", {}).get("shell") == "bash", "steps in bash, with pipefail"
    for line in workflow_text.splitlines():
        if "uses:" in line:
            pinned = PINNED.match(line)
            assert pinned, f"not pinned by commit with its version: {line.strip()}"
            assert pinned.group(1) == "actions/checkout", f"an action this runner does not run: {line.strip()}"
    steps = [step for step in workflow["jobs"][job]["steps"] if "uses" not in step]
    temp = pathlib.Path(temp)
    job_env = {**workflow["jobs"][job].get("env", {}), **(overrides or {})}
    contexts = {"github": {"event_name": "schedule", "workspace": str(workspace)}, "runner": {"temp": str(temp), "os": "Linux"},
                "env": job_env, "steps": {}}
    base_env = {
        **environment, "GITHUB_ACTIONS": "true", "CI": "true", "GITHUB_EVENT_NAME": "schedule", "GITHUB_WORKSPACE": str(workspace),
        "RUNNER_TEMP": str(temp), "RUNNER_OS": "Linux", **{name: substitute(value, contexts) for name, value in job_env.items()},
    }
    status, steps_run, log, summary, path_added = run_steps(steps, contexts, base_env, workspace, temp)
    return Result(status=status, log=log, summary=summary, outputs={}, steps_run=steps_run, path_added=path_added)


def run_action(action_dir, workspace, event, inputs, environment, temp):
    """Runs action_dir/action.yml in workspace for a pull_request event."""
    action = yaml.safe_load((pathlib.Path(action_dir) / "action.yml").read_text())
    assert action["runs"]["using"] == "composite"
    declared = action.get("inputs", {})
    unknown = set(inputs) - set(declared)
    if unknown:
        raise ValueError(f"inputs the action does not declare: {unknown}")
    values = {name: str(inputs.get(name, spec.get("default", ""))) for name, spec in declared.items()}

    temp = pathlib.Path(temp)
    event_path = temp / "event.json"
    event_path.write_text(json.dumps(event))
    github = {
        "event_name": "pull_request", "event": event, "workspace": str(workspace), "action_path": str(action_dir),
        "repository": environment.get("GITHUB_REPOSITORY", ""), "base_ref": event["pull_request"]["base"]["ref"],
        "head_ref": event["pull_request"]["head"]["ref"],
        # As composite actions see it: not promised, and empty in practice.
        "action_repository": "",
    }
    contexts = {"inputs": values, "github": github, "runner": {"temp": str(temp), "os": "Linux"}, "steps": {}}
    base_env = {
        **environment,
        "GITHUB_ACTIONS": "true", "CI": "true", "GITHUB_EVENT_NAME": "pull_request", "GITHUB_EVENT_PATH": str(event_path),
        "GITHUB_WORKSPACE": str(workspace), "GITHUB_BASE_REF": github["base_ref"], "GITHUB_HEAD_REF": github["head_ref"],
        "GITHUB_ACTION_PATH": str(action_dir), "RUNNER_TEMP": str(temp), "RUNNER_OS": "Linux",
    }
    assert all(step.get("shell") == "bash" for step in action["runs"]["steps"]), "a step this runner does not run"
    status, steps_run, log, summary, extra_path = run_steps(action["runs"]["steps"], contexts, base_env, workspace, temp)
    outputs = {name: substitute(spec["value"], contexts) for name, spec in action.get("outputs", {}).items()}
    return Result(status=status, log=log, summary=summary, outputs=outputs, steps_run=steps_run, path_added=extra_path)

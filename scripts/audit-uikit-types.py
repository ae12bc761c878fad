#!/usr/bin/env python3
"""Checks which types of docs/uikit-types.txt `import OpenCompositionalLayout` provides, and rewrites the
generated "Types" section at the end of docs/RemainingUIKitInterface.md.

Usage: scripts/audit-uikit-types.py [--skip-build] [--print]

It builds the umbrella module (`swift build -j 1 --target OpenCompositionalLayout --traits SnapshotTesting`, the
traits of the project's usual build, so it is quick when the package is already built), writes one Swift file
that names every listed type in a `typealias`, and type-checks it against
the built modules with `swiftc -typecheck`. A type is missing when the compiler reports it cannot find it (or it
is not a member type of its parent); any other diagnostic (a generic type named without arguments) means the type
exists. Types come from the umbrella and from what it re-exports (Foundation included), as in an app.
--print writes the section to standard output instead of into the document.
"""
import os, re, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TYPES = os.path.join(ROOT, 'docs', 'uikit-types.txt')
DOC = os.path.join(ROOT, 'docs', 'RemainingUIKitInterface.md')
BEGIN = '<!-- BEGIN GENERATED TYPES: scripts/audit-uikit-types.py rewrites this section -->'
END = '<!-- END GENERATED TYPES -->'
# Groups of types that belong to other frameworks than UIKit and its Foundation, Core Graphics and Core Animation
# base: listed for what to use instead, left out of the coverage figures.
OTHER_FRAMEWORKS = {'other-frameworks'}
MISSING = re.compile(r":(\d+):\d+: error: (cannot find type '[^']+' in scope|'[^']+' is not a member type of)")


def read_types():
    rows = []
    for line in open(TYPES):
        if not line.strip() or line.startswith('#'):
            continue
        cols = line.rstrip('\n').split('\t')
        rows.append({'name': cols[0], 'group': cols[1], 'apps': int(cols[2]), 'common': cols[3] == 'common',
                     'instead': cols[4] if len(cols) > 4 else ''})
    return rows


def modules_dir():
    out = subprocess.run(['swift', 'build', '--show-bin-path'], cwd=ROOT, capture_output=True, text=True)
    return os.path.join(out.stdout.strip(), 'Modules')


def missing_types(rows):
    with tempfile.TemporaryDirectory() as tmp:
        source = os.path.join(tmp, 'AuditedTypes.swift')
        with open(source, 'w') as f:
            f.write('import OpenCompositionalLayout\n')  # line 1; type i is on line i + 2
            for i, row in enumerate(rows):
                f.write(f"typealias AuditedType{i} = {row['name']}\n")
        modules = modules_dir()
        result = subprocess.run(['swiftc', '-typecheck', '-swift-version', '6', '-I', modules, source],
                                capture_output=True, text=True)
        lines = set()
        for match in MISSING.finditer(result.stderr):
            lines.add(int(match.group(1)))
        if result.returncode != 0 and not lines and 'error:' in result.stderr:
            sys.exit('swiftc failed:\n' + result.stderr[:4000])
        return {rows[line - 2]['name'] for line in lines if 2 <= line < len(rows) + 2}


def percent(part, whole):
    return f"{100 * part / whole:.1f} %" if whole else "n/a"


def section(rows, missing):
    uikit = [r for r in rows if r['group'] not in OTHER_FRAMEWORKS]
    common = [r for r in uikit if r['common']]
    present_common = [r for r in common if r['name'] not in missing]
    present_all = [r for r in uikit if r['name'] not in missing]
    providable = [r for r in common if not r['instead']]
    present_providable = [r for r in providable if r['name'] not in missing]
    out = [BEGIN, '', '## Types (generated)', '',
           'Which of UIKit\'s public types `import OpenCompositionalLayout` provides, checked by compiling a file that names',
           'each type of `docs/uikit-types.txt` (UIKit\'s types from its documentation, with the Foundation, Core Graphics and',
           'Core Animation types apps name through `import UIKit`). A type counts as common when at least a quarter of a',
           'sample of open-source iOS apps names it; `docs/uikit-types.txt` describes the sample and gives each type\'s count.',
           'A type that is present may still lack members: the sections above list those.', '',
           f'- Common types present: **{len(present_common)} of {len(common)} ({percent(len(present_common), len(common))})**.',
           f'- Common types present, leaving out those with a note below (Objective-C runtime, Interface Builder,',
           f'  Apple-only frameworks, deprecated): {len(present_providable)} of {len(providable)} '
           f'({percent(len(present_providable), len(providable))}).',
           f'- All listed types present: {len(present_all)} of {len(uikit)} ({percent(len(present_all), len(uikit))}).',
           '',
           'Regenerate after a change with `scripts/audit-uikit-types.py` (it builds the umbrella module first with',
           '`swift build -j 1 --traits SnapshotTesting`; `--skip-build` uses the last build). Recount the usage',
           'columns with `scripts/count-uikit-type-usage.py` over clones of the sampled apps.', '']
    notes = [r for r in rows if r['name'] in missing and r['instead']]
    if notes:
        out += ['### Missing on purpose: what to use instead', '',
                'These need the Objective-C runtime, Interface Builder or a framework that only Apple ships, or UIKit',
                'deprecated them; code that names them does not compile.', '']
        for r in notes:
            out.append(f"- `{r['name']}` — {r['instead']}.")
        out.append('')
    out += ['### Missing, by group', '',
            'Common types (named by at least a quarter of the sampled apps) are in bold, with the number of apps.', '']
    groups = []
    for r in rows:
        if r['group'] not in groups:
            groups.append(r['group'])
    for group in groups:
        names = [r for r in rows if r['group'] == group and r['name'] in missing and not r['instead']]
        if not names:
            continue
        names.sort(key=lambda r: (not r['common'], -r['apps'], r['name']))
        shown = [f"**`{r['name']}`** ({r['apps']})" if r['common'] else f"`{r['name']}`" for r in names]
        out.append(f"- {group}: " + ', '.join(shown) + '.')
    out += ['', END, '']
    return '\n'.join(out)


def main(argv):
    if '--skip-build' not in argv:
        build = subprocess.run(['swift', 'build', '-j', '1', '--target', 'OpenCompositionalLayout',
                                '--traits', 'SnapshotTesting'], cwd=ROOT)
        if build.returncode != 0:
            sys.exit('swift build failed')
    rows = read_types()
    missing = missing_types(rows)
    text = section(rows, missing)
    if '--print' in argv:
        print(text)
        return
    doc = open(DOC).read()
    if BEGIN in doc and END in doc:
        start = doc.index(BEGIN)
        stop = doc.index(END) + len(END)
        doc = doc[:start].rstrip('\n') + '\n\n' + text + doc[stop:].lstrip('\n')
    else:
        doc = doc.rstrip('\n') + '\n\n' + text
    open(DOC, 'w').write(doc)
    print(f"{len(missing)} of {len(rows)} listed types missing; section written to {os.path.relpath(DOC, ROOT)}")


if __name__ == '__main__':
    main(sys.argv[1:])

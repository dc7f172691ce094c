package layout_test

// How layout_test.go's layers are read and held against the code.

import (
	"fmt"
	"maps"
	"os"
	"os/exec"
	"slices"
	"strings"
	"sync"
	"testing"
)

// shortProblems are where layers and the layers in short disagree.
func shortProblems(g *graph, short string) []string {
	var out []string
	layer := map[string]int{}
	for i, list := range strings.Split(short, "<") {
		for _, n := range names(list) {
			layer[n] = i
			if !g.placed(n) {
				out = append(out, fmt.Sprintf("%s, in layout_test.go's inShort, has no place in its layers", n))
			}
		}
	}
	for _, name := range g.order {
		i, ok := layer[name]
		if !ok {
			if !isModule(name) && !strings.Contains(name, "internal/") && !strings.HasPrefix(name, "tools/") && !strings.HasSuffix(name, "test") {
				out = append(out, fmt.Sprintf("%s is in no layer of layout_test.go's inShort", name))
			}
			continue
		}
		for n, j := range layer {
			if j >= i && g.below(name, n) {
				out = append(out, fmt.Sprintf("%s may import %s, which is not in a layer below its own in layout_test.go's inShort", name, n))
			}
		}
	}
	return out
}

// problems are where the code and the layers disagree.
func problems(g *graph, lists map[string][]pkg) []string {
	var out []string
	bad := func(format string, a ...any) { out = append(out, fmt.Sprintf(format, a...)) }
	seen := map[string]bool{}            // packages of anna, on any system
	used := map[string]map[string]bool{} // package -> names it imports directly
	named := map[string]bool{}           // names on a rule's left
	for _, goos := range systems {
		for _, p := range lists[goos] {
			if !g.placed(p.name) {
				if !seen[p.name] {
					bad("%s has no place in layout_test.go's layers: give it one", p.name)
				}
				seen[p.name] = true
				continue
			}
			seen[p.name] = true
			if used[p.name] == nil {
				used[p.name] = map[string]bool{}
			}
			for _, imp := range p.std {
				if slices.Contains(g.not[p.name], imp) {
					bad("%s imports %s (%s): layout_test.go says it may not", p.name, imp, goos)
				}
			}
			for _, imp := range p.imports {
				used[p.name][imp] = true
				if !g.below(p.name, imp) {
					bad("%s imports %s (%s): it is not below it in layout_test.go's layers", p.name, imp, goos)
				}
			}
		}
	}
	for _, name := range g.order {
		for _, b := range g.direct[name] {
			named[b] = true
		}
	}
	for _, name := range g.order {
		_, coming := toCome[name]
		switch {
		case isModule(name) && !named[name]:
			bad("%s is placed but no rule names it: take it out of layout_test.go", name)
		case isModule(name):
		case coming && seen[name]:
			bad("%s is here now: take it out of layout_test.go's toCome", name)
		case !coming && !seen[name]:
			bad("layout_test.go places %s, which is no package of anna", name)
		}
		if coming || !seen[name] {
			continue
		}
		for _, b := range g.direct[name] {
			if _, c := toCome[b]; !c && !used[name][b] {
				bad("%s may import %s but does not on any system: take it off its rule in layout_test.go", name, b)
			}
		}
	}
	return out
}

// listAll lists anna's packages for each system, once for the tests.
func listAll(t *testing.T) map[string][]pkg {
	t.Helper()
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("go is not here to list the packages (the Windows tests run under Wine without it)")
	}
	lists, err := listed()
	if err != nil {
		t.Fatal(err)
	}
	return lists
}

var listed = sync.OnceValues(func() (map[string][]pkg, error) {
	lists := make([][]pkg, len(systems))
	errs := make([]error, len(systems))
	var wg sync.WaitGroup
	for i, goos := range systems {
		wg.Go(func() { lists[i], errs[i] = list(goos) })
	}
	wg.Wait()
	out := map[string][]pkg{}
	for i, goos := range systems {
		if errs[i] != nil {
			return nil, fmt.Errorf("listing the packages for %s: %w", goos, errs[i])
		}
		out[goos] = lists[i]
	}
	return out, nil
})

// pkg is one package of anna and what it imports: anna's packages by
// their path in the module, outside ones by their module's path; the
// standard library's apart.
type pkg struct {
	name         string
	imports, std []string
}

// list lists anna's packages as built for goos.
func list(goos string) ([]pkg, error) {
	cmd := exec.Command("go", "list", "-deps", "-f",
		`{{.ImportPath}}|{{if .Module}}{{.Module.Path}}{{end}}|{{len .GoFiles}}|{{join .Imports " "}}`, "./...")
	cmd.Env = append(os.Environ(), "GOOS="+goos, "CGO_ENABLED=0")
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("%w: %s", err, exitText(err))
	}
	modOf := map[string]string{}
	type row struct {
		path, files string
		imports     []string
	}
	var rows []row
	for line := range strings.Lines(strings.TrimSpace(string(out))) {
		f := strings.Split(strings.TrimSuffix(line, "\n"), "|")
		if len(f) != 4 {
			return nil, fmt.Errorf("go list wrote %q", line)
		}
		modOf[f[0]] = f[1]
		rows = append(rows, row{f[0], f[2], strings.Fields(f[3])})
	}
	var pkgs []pkg
	for _, r := range rows {
		name, ok := strings.CutPrefix(r.path, module+"/")
		if !ok || r.files == "0" { // outside, or tests only (this one)
			continue
		}
		p := pkg{name: name}
		for _, imp := range r.imports {
			in, ours := strings.CutPrefix(imp, module+"/")
			switch m := modOf[imp]; {
			case ours:
				p.imports = append(p.imports, in)
			case m == "":
				p.std = append(p.std, imp)
			case !slices.Contains(p.imports, m):
				p.imports = append(p.imports, m)
			}
		}
		pkgs = append(pkgs, p)
	}
	return pkgs, nil
}

func exitText(err error) string {
	if e, ok := err.(*exec.ExitError); ok {
		return string(e.Stderr)
	}
	return ""
}

func isModule(name string) bool { return strings.Contains(strings.Split(name, "/")[0], ".") }

// graph is the layers read: each name placed, in order, with the names
// directly below it (its rule's left) and the standard library's
// packages it may not import.
type graph struct {
	order  []string
	direct map[string][]string
	not    map[string][]string
	under  map[string]map[string]bool // all below a name, when first asked
}

// parseLayers reads the rules of layers.
func parseLayers(text string) (*graph, error) {
	g := &graph{direct: map[string][]string{}, not: map[string][]string{}, under: map[string]map[string]bool{}}
	var b strings.Builder
	for line := range strings.Lines(text) {
		line, _, _ = strings.Cut(line, "#")
		b.WriteString(line)
	}
	for rule := range strings.SplitSeq(b.String(), ";") {
		if strings.TrimSpace(rule) == "" {
			continue
		}
		if left, right, ok := strings.Cut(rule, "!<"); ok {
			for _, n := range names(right) {
				if !g.placed(n) {
					return nil, fmt.Errorf("%q: %s is not placed", rule, n)
				}
				g.not[n] = append(g.not[n], names(left)...)
			}
			continue
		}
		lists := strings.Split(rule, "<")
		if len(lists) < 2 {
			return nil, fmt.Errorf("%q: a rule is a < b", strings.TrimSpace(rule))
		}
		for i := 1; i < len(lists); i++ {
			left, right := names(lists[i-1]), names(lists[i])
			for _, n := range left {
				if n != "NONE" && !g.placed(n) {
					return nil, fmt.Errorf("%s is named before it is placed", n)
				}
			}
			left = slices.DeleteFunc(left, func(n string) bool { return n == "NONE" })
			for _, n := range right {
				if g.placed(n) {
					return nil, fmt.Errorf("%s is placed twice", n)
				}
				g.direct[n] = left
				g.order = append(g.order, n)
			}
		}
	}
	return g, nil
}

// names are the names of a comma-separated list.
func names(list string) []string {
	var out []string
	for n := range strings.SplitSeq(list, ",") {
		if n = strings.TrimSpace(n); n != "" {
			out = append(out, n)
		}
	}
	return out
}

func (g *graph) placed(name string) bool {
	_, ok := g.direct[name]
	return ok
}

// below reports whether b is below a: on a's rule, or below a name on it.
func (g *graph) below(a, b string) bool { return g.all(a)[b] }

// all are the names below a, found when first asked.
func (g *graph) all(a string) map[string]bool {
	if all, ok := g.under[a]; ok {
		return all
	}
	all := map[string]bool{}
	for _, n := range g.direct[a] {
		all[n] = true
		maps.Copy(all, g.all(n))
	}
	g.under[a] = all
	return all
}

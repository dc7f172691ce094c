package speech

import (
	"go/ast"
	"go/parser"
	gotoken "go/token"
	"io/fs"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/text/feature/plural"
)

// declaredKeys are the sentence keys the Go code names: the msg constants
// of the package's files, and the board view's texts, which tui names
// (speech.ViewText constants there).
func declaredKeys(t *testing.T) map[msg]string {
	t.Helper()
	fset := gotoken.NewFileSet()
	pkgs, err := parser.ParseDir(fset, ".", func(fi fs.FileInfo) bool {
		return !strings.HasSuffix(fi.Name(), "_test.go")
	}, 0)
	if err != nil {
		t.Fatal(err)
	}
	for dir, ps := range textUsers(t, fset) {
		for name, p := range ps {
			pkgs[dir+":"+name] = p
		}
	}
	out := map[msg]string{}
	for _, p := range pkgs {
		for _, f := range p.Files {
			for _, d := range f.Decls {
				gd, ok := d.(*ast.GenDecl)
				if !ok || gd.Tok != gotoken.CONST {
					continue
				}
				for _, s := range gd.Specs {
					vs := s.(*ast.ValueSpec)
					if !sentenceType(vs.Type) {
						continue
					}
					for i, name := range vs.Names {
						lit, ok := vs.Values[i].(*ast.BasicLit)
						if !ok {
							t.Errorf("%s is not a string key", name.Name)
							continue
						}
						key, _ := strconv.Unquote(lit.Value)
						if old, dup := out[msg(key)]; dup && old != name.Name { // a text named alike in two packages is one
							t.Errorf("key %q is both %s and %s", key, old, name.Name)
						}
						out[msg(key)] = name.Name
					}
				}
			}
		}
	}
	return out
}

// textUsers are the other packages of the module that may name the
// command line's and the board view's texts (speech.CLIText and
// speech.ViewText constants beside their users), parsed.
func textUsers(t *testing.T, fset *gotoken.FileSet) map[string]map[string]*ast.Package {
	t.Helper()
	out := map[string]map[string]*ast.Package{}
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		switch name := d.Name(); {
		case path == filepath.Join("..", "speech"), name == "testdata", strings.HasPrefix(name, ".") && path != "..":
			return filepath.SkipDir
		}
		ps, err := parser.ParseDir(fset, path, func(fi fs.FileInfo) bool {
			return !strings.HasSuffix(fi.Name(), "_test.go")
		}, 0)
		if err == nil && len(ps) > 0 {
			out[path] = ps
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// sentenceType reports whether a constant of type t names a sentence: a
// msg, a CLIText, or a ViewText (speech.CLIText, speech.ViewText
// elsewhere).
func sentenceType(t ast.Expr) bool {
	if sel, ok := t.(*ast.SelectorExpr); ok {
		x, ok := sel.X.(*ast.Ident)
		return ok && x.Name == "speech" && (sel.Sel.Name == "ViewText" || sel.Sel.Name == "CLIText")
	}
	id, ok := t.(*ast.Ident)
	return ok && (id.Name == "msg" || id.Name == "ViewText" || id.Name == "CLIText")
}

// TestEveryLanguageHasEverySentence: each language's file has a text for
// every sentence the Go code names and no other, in every plural form its
// CLDR rules use when the sentence has forms; brief forms shorten
// sentences that exist.
func TestEveryLanguageHasEverySentence(t *testing.T) {
	declared := declaredKeys(t)
	if len(declared) < 250 {
		t.Fatalf("found only %d sentence keys in the Go files", len(declared))
	}
	for _, l := range Langs() {
		d := l.data()
		for key, name := range declared {
			if d.Sentences[key].text() == "" {
				t.Errorf("%s: no sentence %q (%s)", l, key, name)
			}
		}
		for key := range d.Sentences {
			if _, ok := declared[key]; !ok {
				t.Errorf("%s: sentence %q is named by no code", l, key)
			}
		}
		used := usedForms(l)
		for _, table := range []map[msg]forms{d.Sentences, d.Brief} {
			for key, f := range table {
				if len(f) == 1 {
					continue // one text for every count
				}
				for _, form := range used {
					if _, ok := f[form]; !ok {
						t.Errorf("%s: sentence %q lacks the plural form %q", l, key, form)
					}
				}
				for form := range f {
					if !slices.Contains(used, form) && !isExact(form) {
						t.Errorf("%s: sentence %q has the form %q, which %s does not use", l, key, form, l)
					}
				}
			}
		}
		for key := range d.Gender {
			if _, ok := declared[key]; !ok {
				t.Errorf("%s: gender of %q, which is no sentence", l, key)
			}
		}
	}
}

// usedForms are the plural forms CLDR's rules give numbers in language l,
// whole or with tenths.
func usedForms(l Lang) []string {
	var out []string
	for n := range 1200 {
		for _, f := range []plural.Form{
			plural.Cardinal.MatchPlural(l.data().tag, n, 0, 0, 0, 0),
			plural.Cardinal.MatchPlural(l.data().tag, n/10, 1, 1, n%10, n%10),
		} {
			if name := formName(f); !slices.Contains(out, name) {
				out = append(out, name)
			}
		}
	}
	return out
}

// TestWordsMeanOneThing: no typed word is one thing in one language and
// another in another (moves are read in every language's words), and no
// command word of a language is also a word of a move.
func TestWordsMeanOneThing(t *testing.T) {
	lexicon() // made when first needed
	if len(lexiconConflicts) > 0 {
		t.Errorf("words with two meanings in moves: %v", lexiconConflicts)
	}
	for _, l := range Langs() {
		seen := map[string]string{}
		for english, words := range l.data().Commands {
			for _, w := range words {
				n := normalize(w)
				if _, ok := lexicon()[n]; ok {
					t.Errorf("%s: command word %q (%s) is also a word of a move", l, w, english)
				}
				if other, ok := seen[n]; ok && other != english {
					t.Errorf("%s: %q is both %s and %s", l, w, other, english)
				}
				seen[n] = english
			}
		}
	}
}

// TestTypedNamesAsInFile: the names read alone from a language's file, for
// the words typed in moves, are the names of the whole file.
func TestTypedNamesAsInFile(t *testing.T) {
	for _, l := range Langs() {
		if got, want := l.typedNames(), l.data().Names; !reflect.DeepEqual(got, want) {
			t.Errorf("%s: names read alone %+v, want %+v", l, got, want)
		}
	}
}

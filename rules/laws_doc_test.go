package rules

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

const (
	lawsDocStart = "<!-- laws table: made from rules/laws.go by go test ./rules -run TestDocsLawsTable -update -->\n"
	lawsDocEnd   = "<!-- end of the laws table -->\n"
)

// lawsMarkdown is the table of Differences as docs/playing.md shows it.
func lawsMarkdown() string {
	var sb strings.Builder
	sb.WriteString("| article | when | `--laws 2023` | `--laws 2017` |\n|---|---|---|---|\n")
	for _, d := range Differences {
		article := d.Article
		if d.ArticleOld != "" {
			article += " (2017: " + d.ArticleOld + ")"
		}
		fmt.Fprintf(&sb, "| %s | %s | %s | %s |\n", article, d.What, d.Under2023, d.Under2017)
	}
	return sb.String()
}

// TestDocsLawsTable: the differences in docs/playing.md are the rules'
// own (-update writes them there).
func TestDocsLawsTable(t *testing.T) {
	const path = "../docs/playing.md"
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	i, j := strings.Index(doc, lawsDocStart), strings.Index(doc, lawsDocEnd)
	if i < 0 || j < i {
		t.Fatalf("%s has no laws table between the markers %q and %q", path, lawsDocStart, lawsDocEnd)
	}
	want, got := lawsMarkdown(), doc[i+len(lawsDocStart):j]
	if got == want {
		return
	}
	if *update {
		if err := os.WriteFile(path, []byte(doc[:i+len(lawsDocStart)]+want+doc[j:]), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("the laws table in %s is not rules.Differences; go test ./rules -run TestDocsLawsTable -update writes it:\ngot\n%s\nwant\n%s", path, got, want)
}

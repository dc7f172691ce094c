module github.com/anna-chess/anna

go 1.26.0

require github.com/corentings/chess/v2 v2.5.1

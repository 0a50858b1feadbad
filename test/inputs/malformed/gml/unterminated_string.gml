graph [
  node [ id 0 label "abc ]
]

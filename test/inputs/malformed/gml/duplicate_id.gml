graph [
  node [ id 0 ]
  node [ id 0 ]
]
